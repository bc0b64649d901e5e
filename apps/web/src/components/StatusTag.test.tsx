import { render, screen } from '@testing-library/react'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { StatusTag, type StatusTagTone } from './StatusTag'

const TONES: readonly StatusTagTone[] = ['pending', 'success', 'danger', 'neutral']

const here = dirname(fileURLToPath(import.meta.url))
/** The value of each custom property of styles/tokens.css. */
const tokens = new Map(Array.from(readFileSync(join(here, '../styles/tokens.css'), 'utf8').matchAll(/(--[\w-]+):\s*([^;]+);/g), ([, name, value]) => [name!, value!.trim()]))
const tagCss = readFileSync(join(here, 'StatusTag.css'), 'utf8')

/** A declaration of the tone's rule, its var() resolved through the tokens. */
function declared(tone: StatusTagTone, property: 'color' | 'background'): string {
  const rule = new RegExp(`\\.status-tag--${tone}\\s*\\{([^}]*)\\}`).exec(tagCss)?.[1] ?? ''
  const value = new RegExp(`(?:^|;|\\s)${property}:\\s*([^;]+);`).exec(rule)?.[1]?.trim() ?? ''
  return value.replace(/^var\((--[\w-]+)\)$/, (_, name: string) => tokens.get(name) ?? '')
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

describe('StatusTag', () => {
  it('shows the status in words, with its tone and the page’s class for its place', () => {
    render(
      <StatusTag tone="success" className="recharge-record__status">
        已到账
      </StatusTag>,
    )
    const tag = screen.getByText('已到账')
    expect(tag.className).toBe('status-tag status-tag--success recharge-record__status')
  })

  it.each(TONES)('draws %s text at least 4.5:1 on its tint (WCAG AA for its small bold words)', (tone) => {
    const [text, tint] = [declared(tone, 'color'), declared(tone, 'background')]
    expect(text).toMatch(/^#[0-9a-f]{6}$/i)
    expect(tint).toMatch(/^#[0-9a-f]{6}$/i)
    expect(contrast(text, tint)).toBeGreaterThanOrEqual(4.5)
  })
})
