import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Every `.ts` / `.tsx` file under `dir` (declaration files left out), for the tests that read the app's source
 * as text (routes/pageModules.test.ts, components/document/documentLinks.test.ts).
 *
 * @example
 * sourceFiles(join(SRC, 'pages')) // ['/…/src/pages/520/520Pages.ts', …]
 */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}
