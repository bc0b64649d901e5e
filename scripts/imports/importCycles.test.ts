import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { repoRoot } from '../repoRoot.ts'
import { findImportCycles, formatImportCycles } from './findImportCycles.ts'
import { readImportGraph } from './readImportGraph.ts'

const TSCONFIG = JSON.stringify({
  compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', paths: { '@h5/*': ['./packages/*/src/index.ts'] } },
})

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A scratch repository holding `files` (path -> text) and the tsconfig.base.json imports resolve with. */
function plantTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'))
  roots.push(root)
  for (const [path, text] of Object.entries({ 'tsconfig.base.json': TSCONFIG, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const cyclesOf = (root: string) => findImportCycles(readImportGraph(root, ['apps/web', 'packages'], 'tsconfig.base.json'))

/** The route table's old cycle, small: the table loads a page, the page uses the platform, the platform names the table's type. */
const ROUTE_TYPE_CYCLE = {
  'apps/web/src/routes/routeTable.ts': "export interface RouteEntry { path: string }\nexport const load = () => import('../pages/index/IndexPage')\n",
  'apps/web/src/pages/index/IndexPage.tsx': "import { link } from '../../platform/link'\nexport default () => link\n",
  'apps/web/src/platform/link.ts': "import type { RouteEntry } from '../routes/routeTable'\nexport const link = (entry: RouteEntry) => entry.path\n",
}

describe('import cycles', () => {
  it('are found through type-only and dynamic imports, printed file by file with the line of each import', () => {
    const cycles = cyclesOf(plantTree(ROUTE_TYPE_CYCLE))
    expect(cycles.map((cycle) => cycle.files)).toEqual([
      ['apps/web/src/pages/index/IndexPage.tsx', 'apps/web/src/platform/link.ts', 'apps/web/src/routes/routeTable.ts'],
    ])
    expect(formatImportCycles(cycles)).toBe(
      [
        'Import cycle among 3 files; one cycle through them:',
        "  apps/web/src/pages/index/IndexPage.tsx:1 imports '../../platform/link' (apps/web/src/platform/link.ts)",
        "  apps/web/src/platform/link.ts:1 imports '../routes/routeTable' (apps/web/src/routes/routeTable.ts)",
        "  apps/web/src/routes/routeTable.ts:2 imports '../pages/index/IndexPage' (apps/web/src/pages/index/IndexPage.tsx)",
      ].join('\n'),
    )
  })

  it('are none once the type lives in a leaf module', () => {
    const root = plantTree({
      ...ROUTE_TYPE_CYCLE,
      'apps/web/src/routes/routeTypes.ts': 'export interface RouteEntry { path: string }\n',
      'apps/web/src/routes/routeTable.ts': "export const load = () => import('../pages/index/IndexPage')\n",
      'apps/web/src/platform/link.ts': "import type { RouteEntry } from '../routes/routeTypes'\nexport const link = (entry: RouteEntry) => entry.path\n",
    })
    expect(cyclesOf(root)).toEqual([])
  })

  it('are found through a package alias, `export type … from`, `typeof import()` and a file importing itself, one group each', () => {
    const root = plantTree({
      'packages/api/src/index.ts': "export type { Client } from './client'\n",
      'packages/api/src/client.ts': "export interface Client { error: typeof import('@h5/api') }\n",
      'packages/teen/src/self.ts': "import type { X } from './self'\nexport type X = number\n",
      'packages/teen/src/leaf.ts': "import type { Client } from '@h5/api'\nexport type Y = Client\n",
    })
    expect(cyclesOf(root).map((cycle) => cycle.files)).toEqual([
      ['packages/api/src/client.ts', 'packages/api/src/index.ts'],
      ['packages/teen/src/self.ts'],
    ])
  })

  it('ignore imports that leave the folders: npm packages, CSS, files that do not exist', () => {
    const root = plantTree({
      'apps/web/src/a.ts': "import 'react'\nimport './a.css'\nimport './missing'\nexport const a = 1\n",
    })
    expect(cyclesOf(root)).toEqual([])
  })
})

describe('scripts/import-cycles.ts (pnpm lint)', () => {
  const run = promisify(execFile)
  const check = (root: string) => run(process.execPath, ['scripts/run-ts.mjs', 'scripts/import-cycles.ts', root], { cwd: repoRoot })

  it('fails on a planted cycle, printing it', async () => {
    const failure = await check(plantTree(ROUTE_TYPE_CYCLE)).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toContain("apps/web/src/platform/link.ts:1 imports '../routes/routeTable' (apps/web/src/routes/routeTable.ts)")
    expect(failure?.stderr).toContain('Import cycles: 1 (')
  })

  it('passes a tree without a cycle', async () => {
    const { stdout } = await check(plantTree({ 'apps/web/src/a.ts': "import type { B } from './b'\nexport type A = B\n", 'apps/web/src/b.ts': 'export type B = 1\n' }))
    expect(stdout).toMatch(/^No import cycle \(2 files in \d+ ms/)
  })
})
