import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Puts the CSS files of the given folders and their subfolders (a family's own CSS, `components/cashout/`) into
 * jsdom's document as `<style>` elements, read from disk: Vitest
 * turns every CSS import (`?raw` too) into an empty module, so a test that asks what the page's CSS declares
 * (unhandledLongText.ts) needs the files themselves. Returns a function that removes them again.
 *
 * Folders are paths (`fileURLToPath` of the test's `import.meta.url`), not URLs: under jsdom `URL` is
 * jsdom's, which Node's fs does not take.
 *
 * @example
 * const here = dirname(fileURLToPath(import.meta.url))
 * const remove = installStylesheets(here, join(here, '../../styles'))
 */
export function installStylesheets(...folders: string[]): () => void {
  const styles = folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.css'))
      .map((name) => {
        const style = document.createElement('style')
        style.dataset.file = name
        style.textContent = readFileSync(join(folder, name), 'utf8')
        return style
      }),
  )
  document.head.append(...styles)
  return () => styles.forEach((style) => style.remove())
}
