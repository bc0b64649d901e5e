/**
 * The median of `values` (the mean of the middle two for an even count): Lighthouse on shared cores is noisy,
 * and one slow run should not move the figure.
 *
 * @example
 * median([3, 1, 2]) // 2
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
