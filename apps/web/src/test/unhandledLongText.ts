/**
 * Runs of letters or digits with no break opportunity between them. CJK and kana are left out: a line may
 * break between any two of them.
 */
const UNBROKEN_RUN = /(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{M}\p{N}.,_@/-])+/gu

/**
 * The width a line of text may take: the narrowest phone the app supports (320 px) less the pages' side
 * padding (16 px each side, `--space-4`).
 */
const LINE_WIDTH_PX = 320 - 2 * 16

/** An average letter or digit is about 0.6 em wide in the app's fonts (tabular digits 0.55–0.6, `W` 0.9). */
const CHAR_WIDTH_EM = 0.6

const DEFAULT_FONT_SIZE_PX = 16

/** The properties this check reads (besides custom properties, which `font-size` may refer to). */
const READ_PROPERTIES = ['font-size', 'text-overflow', 'overflow', 'white-space', 'overflow-wrap', 'word-break']

/** A style rule that declares something this check reads: its selector, and what it declares of it. */
interface LongTextRule {
  selectorText: string
  values: Map<string, string>
}

/**
 * The rules of each style sheet that declare a property this check reads, in order; read once per sheet. A
 * page's document holds every style sheet of the app (installStylesheets.ts), some 600 rules, and the check
 * asks about several properties of every element and each of its ancestors: matching every rule on every
 * question took a minute for a 60-row page on busy cores. A test's sheets do not change once installed.
 */
const longTextRulesOfSheet = new WeakMap<CSSStyleSheet, LongTextRule[]>()

function longTextRules(sheet: CSSStyleSheet): LongTextRule[] {
  let rules = longTextRulesOfSheet.get(sheet)
  if (rules) return rules
  rules = []
  for (const rule of Array.from(sheet.cssRules)) {
    if (!(rule instanceof CSSStyleRule)) continue
    const names = [...READ_PROPERTIES, ...Array.from(rule.style).filter((name) => name.startsWith('--'))]
    const values = new Map<string, string>()
    for (const name of names) {
      const value = rule.style.getPropertyValue(name)
      if (value) values.set(name, value.trim())
    }
    if (values.size > 0) rules.push({ selectorText: rule.selectorText, values })
  }
  longTextRulesOfSheet.set(sheet, rules)
  return rules
}

/** The value that wins for `property` on `element` (the last declared, the style attribute last), or ''. */
type Declared = (element: Element, property: string) => string

/**
 * {@link Declared} for the elements of `document`, each element's rules matched once per check: the page
 * does not change during one.
 */
function readDeclared(document: Document): Declared {
  const rules = Array.from(document.styleSheets).flatMap(longTextRules)
  const byElement = new Map<Element, Map<string, string>>()
  return (element, property) => {
    // The style attribute comes last in the cascade.
    const inline = (element as HTMLElement).style?.getPropertyValue(property)
    if (inline) return inline.trim()
    let values = byElement.get(element)
    if (!values) {
      values = new Map()
      for (const rule of rules) {
        if (element.matches(rule.selectorText)) for (const [name, value] of rule.values) values.set(name, value)
      }
      byElement.set(element, values)
    }
    return values.get(property) ?? ''
  }
}

/** `var(--name)` resolved against the element's and its ancestors' custom properties (`:root`'s tokens). */
function resolveVar(value: string, element: Element, declared: Declared): string {
  const match = /^var\((--[\w-]+)\)$/.exec(value)
  if (!match) return value
  for (let node: Element | null = element; node; node = node.parentElement) {
    const found = declared(node, match[1]!)
    if (found) return resolveVar(found, node, declared)
  }
  return value
}

/** The element's font size in px as its style sheets declare it (inherited); 16 when not a px or rem value. */
function fontSizePx(element: Element, declared: Declared): number {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = resolveVar(declared(node, 'font-size'), node, declared)
    const px = /^([\d.]+)px$/.exec(value)
    if (px) return Number(px[1])
    const rem = /^([\d.]+)rem$/.exec(value)
    if (rem) return Number(rem[1]) * DEFAULT_FONT_SIZE_PX
  }
  return DEFAULT_FONT_SIZE_PX
}

/** Whether long text in `element` wraps (it or an ancestor lets words break) or is cut with an ellipsis. */
function handlesLongText(element: Element, declared: Declared): boolean {
  if (declared(element, 'text-overflow') === 'ellipsis' && declared(element, 'overflow') === 'hidden') return true
  for (let node: Element | null = element; node; node = node.parentElement) {
    // `white-space: nowrap` nearer than any wrap rule keeps the text on one line.
    if (declared(node, 'white-space') === 'nowrap') return false
    if (['anywhere', 'break-word'].includes(declared(node, 'overflow-wrap'))) return true
    if (['break-all', 'break-word'].includes(declared(node, 'word-break'))) return true
  }
  return false
}

/**
 * Elements under `root` whose text holds an unbroken run (a long Latin name, a long amount) wider than a line
 * of the narrowest phone at the element's font size, with no CSS rule for it: neither `overflow-wrap:
 * anywhere` / `word-break` on it or an ancestor, nor `overflow: hidden` with `text-overflow: ellipsis` on it.
 * jsdom has no layout, so this is what "no text overflowing" can mean there: the width is estimated (0.6 em a
 * character; font sizes and tokens read from the style sheets installStylesheets.ts put in the document), and
 * every element that can get such text must say what happens to it. Each entry names the element and the run.
 *
 * @example
 * expect(unhandledLongText(document.body)).toEqual([])
 */
export function unhandledLongText(root: Element): string[] {
  const declared = readDeclared(root.ownerDocument)
  const found: string[] = []
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const ownText = Array.from(element.childNodes)
      .filter((node) => node.nodeType === node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
    const runs = ownText.match(UNBROKEN_RUN) ?? []
    if (runs.length === 0) continue
    const maxChars = LINE_WIDTH_PX / (CHAR_WIDTH_EM * fontSizePx(element, declared))
    const run = runs.find((candidate) => Array.from(candidate).length > maxChars)
    if (run && !handlesLongText(element, declared)) {
      found.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">: ${run.slice(0, 24)}…`)
    }
  }
  return found
}
