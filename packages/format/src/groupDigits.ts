/** Every three digits from the right, not at the start: where a separator goes. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

/** A run of digits with a comma every three from the right (`1288` is `1,288`): the one grouping rule. */
export function groupDigits(digits: string): string {
  return digits.replace(THOUSANDS, ',')
}
