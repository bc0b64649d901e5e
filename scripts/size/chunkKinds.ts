/**
 * What each JS chunk of the build is, and its budget (scripts/budgets.ts `BUDGETS.chunks`): the layout
 * apps/web/chunkGroups.ts makes, read back from the build's chunk graph.
 */
import type { Rolldown } from 'vite'
import { APP_CHUNK, FRAMEWORK_CHUNK, VENDOR_CHUNK_PREFIX } from '../../apps/web/chunkGroups.ts'
import { BUDGETS } from '../budgets.ts'

/**
 * - `entry`: index.html's module;
 * - `app`, `framework`, `start-up`: the rest of the JS every route runs at start-up: the app shell, the framework,
 *   and any other chunk they import (the bundler's runtime helpers);
 * - `shared`: imported by pages, not by start-up;
 * - `vendor`: a library only lazy code uses;
 * - `page`: a route's page, a family's page list, or a part of a page loaded on demand (a later step);
 * - `lazy`: any other module loaded on demand (the monitoring client, a kit sheet, the open-in-app screen).
 */
export type ChunkKind = 'entry' | 'app' | 'framework' | 'start-up' | 'shared' | 'vendor' | 'page' | 'lazy'

/** The kinds in the order `pnpm size` lists them. */
export const CHUNK_KINDS: readonly ChunkKind[] = ['entry', 'app', 'framework', 'start-up', 'shared', 'vendor', 'page', 'lazy']

/**
 * A route's page: a module of src/pages/, or the page of a document (`content/<path>.md?page`, which
 * apps/web/contentPlugin.ts makes the one content page over that document; docs/content.md).
 */
function isPageModule(id: string | null, pagesDir: string, contentDir: string): boolean {
  return !!id && (id.startsWith(pagesDir) || (id.startsWith(contentDir) && id.endsWith('.md?page')))
}

/**
 * `startup`: the chunks every route runs at start-up (chunkGraph.ts `startupChunks`); `pagesDir`: src/pages;
 * `contentDir`: the app's content/.
 */
export function chunkKindOf(chunk: Rolldown.OutputChunk, startup: readonly Rolldown.OutputChunk[], pagesDir: string, contentDir: string): ChunkKind {
  if (chunk.isEntry) return 'entry'
  if (startup.includes(chunk)) return chunk.name === APP_CHUNK ? 'app' : chunk.name === FRAMEWORK_CHUNK ? 'framework' : 'start-up'
  if (chunk.name.startsWith(VENDOR_CHUNK_PREFIX)) return 'vendor'
  if (!chunk.isDynamicEntry) return 'shared'
  return isPageModule(chunk.facadeModuleId, pagesDir, contentDir) ? 'page' : 'lazy'
}

/** Each kind's budget in bytes (scripts/budgets.ts); a vendor chunk has none of its own (budgets.ts says why). */
const BUDGET_OF_KIND: Record<Exclude<ChunkKind, 'vendor'>, number> = {
  entry: BUDGETS.chunks.entry,
  app: BUDGETS.chunks.app,
  framework: BUDGETS.chunks.framework,
  'start-up': BUDGETS.chunks.startUp,
  shared: BUDGETS.chunks.shared,
  page: BUDGETS.chunks.page,
  lazy: BUDGETS.chunks.lazy,
}

/** The budget of a kind of chunk in bytes; `undefined` for a vendor chunk. */
export function chunkBudgetOf(kind: ChunkKind): number | undefined {
  return kind === 'vendor' ? undefined : BUDGET_OF_KIND[kind]
}

/** What to do about a chunk of this kind over its budget: the second half of `pnpm size`'s failure line. */
export const OVER_BUDGET_ADVICE: Record<ChunkKind, string> = {
  entry: 'it runs before the app on every route: keep src/main.tsx to what must run first and import the rest from src/start.tsx',
  app: 'it is start-up JS of every route: make what start-up does not need (a screen for a rare error, a service used later) a dynamic import',
  framework: 'a dependency upgrade grew it, and every route pays for it: weigh the upgrade, then set the budget in scripts/budgets.ts with the reason',
  'start-up': 'every route loads it at start-up: find what made it grow (apps/web/chunkGroups.ts lays out the chunks)',
  shared:
    'every page that imports any of it loads all of it: move what only some of its pages use into a module of its own, or make a rarely used part a dynamic import',
  page: 'make what the page does not show at first (a later step, a dialog, a branch only a browser takes) a dynamic import',
  lazy: 'it loads on demand: split it, or check that nothing it does not need came along',
  vendor: '',
}
