import type { SkippedBlock } from '@h5/content'
import { monitor } from '../../platform/monitor'

/**
 * Tells monitoring that a server document had blocks this app could not draw (readDocument of @h5/content):
 * the document's id and each block's position, type and why. Never their text, which may hold anything.
 *
 * @example
 * reportSkippedBlocks('act_broken', [{ index: 2, type: 'carousel', reason: 'unknown type' }])
 */
export function reportSkippedBlocks(documentID: string, skipped: readonly SkippedBlock[]): void {
  if (skipped.length === 0) return
  const list = skipped.map(({ index, type, reason }) => `#${index} ${type} (${reason})`).join(', ')
  monitor.report(new Error(`content: skipped ${skipped.length} block(s) of document ${documentID}: ${list}`))
}
