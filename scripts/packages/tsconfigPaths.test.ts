import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../repoRoot.ts'
import { readWorkspacePackages } from './readWorkspacePackages.ts'
import { tsconfigPaths } from './tsconfigPaths.ts'

describe('tsconfig.base.json paths', () => {
  it('holds the @h5/* wildcard and exactly one line per subpath export of packages/', () => {
    const tsconfig = JSON.parse(readFileSync(resolve(repoRoot, 'tsconfig.base.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> }
    }
    const expected = tsconfigPaths(readWorkspacePackages(repoRoot), repoRoot)
    expect(
      tsconfig.compilerOptions.paths,
      `tsconfig.base.json "paths" is stale; it must be:\n${JSON.stringify(expected, null, 2)}`,
    ).toEqual(expected)
  })
})
