import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * One zone per page family (apps/web/src/pages/<family>/): a family's files import its own folder, never another
 * family's. What two families share lives in components/, platform/ or a package (docs/architecture.md, "The
 * layers"). Read from the folders, so a new family is held to it without a line here.
 */
const pagesDir = new URL('./apps/web/src/pages/', import.meta.url)
const pageFamilyZones = readdirSync(pagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./apps/web/src/pages/${name}`,
    from: './apps/web/src/pages',
    except: [`./${name}`],
    message: `A page family imports only its own folder (pages/${name}/); move what families share to components/, platform/ or a package (docs/architecture.md).`,
  }))

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-eager/**', '**/dist-e2e/**', '**/node_modules/**', '**/test-results/**', '**/.turbo/**', '**/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Never render server or native text as HTML.',
        },
      ],
    },
  },
  {
    // CommonJS files (the packaging test's consumer) load with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The layers of docs/architecture.md ("The layers"), checked on resolved paths: the TypeScript resolver
    // follows tsconfig.base.json `paths`, so `@h5/api` is packages/api/src and a cycle through a package is seen.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript settings of import-x's flatConfigs.typescript (without its rules): which files are
      // modules and how to parse them, so .tsx files are followed too.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // No import cycle, dynamic imports included: a cycle through the route table's lazy `import()` still
      // ties a page to the modules that load it. This rule cannot count type-only imports (it has no option
      // for them); scripts/import-cycles.ts, the second half of `pnpm lint`, checks the whole graph with them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./apps/web/src/platform', './apps/web/src/layout', './apps/web/src/components', './apps/web/src/state'],
              from: './apps/web/src/pages',
              message: 'Pages use platform, layout, components and state, never the other way (docs/architecture.md).',
            },
            ...pageFamilyZones,
            {
              target: './packages',
              from: './apps',
              message: 'A package never imports the app (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/*/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'Packages are framework-free (docs/architecture.md).' },
            { name: 'react-dom', message: 'Packages are framework-free (docs/architecture.md).' },
          ],
          patterns: [
            { group: ['react/*', 'react-dom/*'], message: 'Packages are framework-free (docs/architecture.md).' },
          ],
        },
      ],
    },
  },
)
