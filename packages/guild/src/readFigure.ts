import { badDataError, type Figure } from '@h5/api'
import type { FigureUnit, StatementFigure } from './types'

/** The field that holds a figure's number, by unit (docs/openapi.yaml `Figure`). */
const FIELDS: Record<FigureUnit, string> = { fen: 'amountFen', diamonds: 'diamonds', redDiamonds: 'redDiamonds', count: 'count', minutes: 'minutes' }

/**
 * A figure of the wire as `{ key, label, unit, value }`: the field that holds the number names the unit
 * (`amountFen` money in fen, `diamonds` 钻石, `redDiamonds` 红钻, `count`, `minutes`). A figure with none of them,
 * or with a number that is not a whole one, is bad data (REQUEST_FAILED), never a NaN on screen.
 *
 * @example
 * readFigure({ key: 'balance', label: '公会余额', amountFen: 1234 }) // { key: 'balance', label: '公会余额', unit: 'fen', value: 1234 }
 */
export function readFigure(figure: Figure): StatementFigure {
  const fields = figure as unknown as Record<string, unknown>
  for (const [unit, field] of Object.entries(FIELDS) as [FigureUnit, string][]) {
    const value = fields[field]
    if (value === undefined) continue
    if (!Number.isSafeInteger(value) || (value as number) < 0) throw badDataError()
    return { key: String(figure.key), label: String(figure.label), unit, value: value as number }
  }
  throw badDataError()
}
