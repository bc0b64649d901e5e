/**
 * "Adding a package is adding a folder." This scaffolds a throwaway package, packages/zz-scaffold-probe,
 * following docs/architecture.md ("Adding a package") and nothing else, then sees it resolved, tested, built,
 * measured and packed by the repo's own tools.
 *
 * It works in a temporary copy of the repository (the tracked and unignored files, with the real node_modules
 * linked in), never in packages/ itself: a new folder there would change what `pnpm install --frozen-lockfile`
 * and the other tests see while it exists. Nothing installs in the copy; the probe has no dependencies, and
 * TypeScript, Vite and Vitest reach it through tsconfig.base.json `paths` and the source aliases, not
 * node_modules.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadAsConsumer } from '../package-test/loadAsConsumer.ts'
import { packTarball } from '../package-test/packTarball.ts'
import { repoRoot } from '../repoRoot.ts'
import { measurePackages } from '../size/packageSizes.ts'
import { sourceAliasesFor } from '../source-aliases.ts'
import { readWorkspacePackages, type WorkspacePackage } from './readWorkspacePackages.ts'
import { tsconfigPaths } from './tsconfigPaths.ts'

const PROBE = 'zz-scaffold-probe'
const PROBE_NAME = `@h5/${PROBE}`

/** The probe's files, as a newcomer writes them from docs/architecture.md. */
const PROBE_FILES: Record<string, string> = {
  'package.json': JSON.stringify(
    {
      name: PROBE_NAME,
      version: '0.0.0',
      description: 'A throwaway package that proves adding a package is adding a folder.',
      license: 'UNLICENSED',
      type: 'module',
      sideEffects: false,
      files: ['dist'],
      main: './dist/index.cjs',
      module: './dist/index.js',
      types: './dist/index.d.cts',
      exports: {
        '.': {
          import: { types: './dist/index.d.ts', default: './dist/index.js' },
          require: { types: './dist/index.d.cts', default: './dist/index.cjs' },
        },
        './package.json': './package.json',
      },
      scripts: { build: 'tsup', typecheck: 'tsc -p tsconfig.json' },
      h5: { sizeBudgetKB: 0.5 },
    },
    null,
    2,
  ),
  'tsconfig.json': JSON.stringify({ extends: '../../tsconfig.base.json', include: ['src', '*.config.ts'] }, null, 2),
  'tsup.config.ts': `import { packageConfig } from '../../scripts/tsup-config.ts'\n\nexport default packageConfig({ index: 'src/index.ts' })\n`,
  'src/index.ts': `/** The probe's one export. */\nexport function probeAnswer(): number {\n  return 42\n}\n`,
  // Imports the package by its name, so the test passes only if the source alias resolves it.
  'src/__tests__/probeAnswer.test.ts': `import { expect, it } from 'vitest'\nimport { probeAnswer } from '${PROBE_NAME}'\n\nit('answers 42', () => {\n  expect(probeAnswer()).toBe(42)\n})\n`,
}

/** Copies the repository's tracked and unignored files to `copy` and links every node_modules folder into it. */
function copyRepository(copy: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(repoRoot, file)))
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(repoRoot, file), join(copy, file))
  }
  const workspaces = ['.', ...['apps', 'packages'].flatMap((parent) => readdirSync(join(repoRoot, parent)).map((dir) => `${parent}/${dir}`))]
  for (const workspace of workspaces) {
    const modules = join(repoRoot, workspace, 'node_modules')
    if (existsSync(modules) && existsSync(join(copy, workspace))) symlinkSync(modules, join(copy, workspace, 'node_modules'), 'dir')
  }
}

/**
 * The environment for the tools run in the copy: without the variables that tell a process it runs inside
 * Vitest, and without colours, so their output can be matched.
 */
function toolEnvironment(): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'FORCE_COLOR')
  return { ...Object.fromEntries(inherited), NO_COLOR: '1' }
}

/** Runs a binary of the repository's node_modules/.bin in `cwd`; returns its output, throws with it on failure. */
function runBin(copy: string, bin: string, args: string[], cwd: string): string {
  try {
    return execFileSync(join(copy, 'node_modules/.bin', bin), args, { cwd, encoding: 'utf8', env: toolEnvironment(), stdio: 'pipe' })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(`${bin} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`)
  }
}

describe('adding a package is adding a folder: packages/zz-scaffold-probe', () => {
  let copy: string
  let probeDir: string
  let probe: WorkspacePackage

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'h5-scaffold-probe-'))
    copyRepository(copy)
    probeDir = join(copy, 'packages', PROBE)
    for (const [file, text] of Object.entries(PROBE_FILES)) {
      mkdirSync(dirname(join(probeDir, file)), { recursive: true })
      writeFileSync(join(probeDir, file), text)
    }
    probe = readWorkspacePackages(copy).find((pkg) => pkg.folder === PROBE)!
  }, 60_000)

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true })
  })

  it('is read from its folder as a published package with its budget, and needs no new tsconfig path', () => {
    expect(probe).toMatchObject({
      name: PROBE_NAME,
      published: true,
      settings: { sizeBudgetKB: 0.5 },
      entries: [{ specifier: PROBE_NAME, source: join(probeDir, 'src/index.ts') }],
    })
    const tsconfig = JSON.parse(readFileSync(join(copy, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: unknown } }
    expect(tsconfigPaths(readWorkspacePackages(copy), copy)).toEqual(tsconfig.compilerOptions.paths)
  })

  it('resolves by name for Vite and Vitest (the source aliases) and for TypeScript (tsconfig paths)', () => {
    const alias = sourceAliasesFor(readWorkspacePackages(copy)).find(({ find }) => find.test(PROBE_NAME))
    expect(alias?.replacement).toBe(join(probeDir, 'src/index.ts'))
    // Type-checks the probe's test, which imports the probe by its name: TS2307 if the wildcard did not map it.
    runBin(copy, 'tsc', ['-p', 'tsconfig.json'], probeDir)
  }, 60_000)

  it('has a Vitest project of its own, whose test runs and passes', () => {
    const output = runBin(copy, 'vitest', ['run', '--config', 'vitest.workspace.ts', '--project', PROBE], copy)
    expect(output).toContain(PROBE)
    expect(output).toMatch(/Tests\s+1 passed \(1\)/)
  }, 90_000)

  it('is built by the shared tsup config, measured against its budget and packed for a consumer that loads it', async () => {
    runBin(copy, 'tsup', [], probeDir)
    expect(readdirSync(join(probeDir, 'dist')).sort()).toEqual(['index.cjs', 'index.d.cts', 'index.d.ts', 'index.js'])
    const report = await measurePackages([probe])
    expect(report.failures).toEqual([])
    expect(report.text).toMatch(new RegExp(`${PROBE_NAME} .* 0\\.50 KB\\s+ok`))
    // A published package without a budget fails `pnpm size`.
    const withoutBudget = await measurePackages([{ ...probe, settings: {} }])
    expect(withoutBudget.failures).toEqual([`${PROBE_NAME}: no size budget (add "h5": { "sizeBudgetKB": … } to packages/${PROBE}/package.json)`])

    const work = join(copy, 'package-test')
    mkdirSync(work)
    const tarball = packTarball(probe, work)
    expect(tarball).toMatch(/h5-zz-scaffold-probe-0\.0\.0\.tgz$/)
    loadAsConsumer([probe], [tarball], work)
    expect(existsSync(join(work, 'consumer/node_modules', PROBE_NAME, 'dist/index.cjs'))).toBe(true)
  }, 120_000)
})
