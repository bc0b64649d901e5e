import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { APP_CHUNK, appShellModules, chunkGroups, helperPlacement, HELPERS_CHUNK, DATA_CHUNK, dataChunkOf, isDataLayer, KIT_CHUNK, KIT_CHUNK_SHARE, kitPlacement, packageOf, REQUEST_CHUNK, SHELL_KIT_SHARE, NUMBERS_CHUNK, RECHARGE_CORE_CHUNK, rechargeCoreChunkOf, TEEN_CHECK_CHUNK } from './chunkGroups.ts'

describe('packageOf', () => {
  it.each([
    ['/repo/node_modules/.pnpm/axios@1.21.1/node_modules/axios/lib/core/Axios.js', 'axios'],
    ['/repo/node_modules/.pnpm/@sentry+core@10.0.0/node_modules/@sentry/core/build/esm/index.js', '@sentry/core'],
    ['C:\\repo\\node_modules\\react-dom\\cjs\\react-dom-client.production.js', 'react-dom'],
    ['/repo/apps/web/src/router.tsx', undefined],
  ])('%s belongs to %s', (id, pkg) => {
    expect(packageOf(id)).toBe(pkg)
  })
})

/**
 * A module graph as Rolldown's chunking context shows it: the entry imports the boot guard statically and the app
 * shell dynamically; the shell imports the router, the bridge (which a page imports too), the boot guard (the
 * entry's) and React; a page imports the bridge and its own state.
 */
const graph = {
  getModuleInfo(id: string) {
    const modules: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
      '/r/src/main.tsx': { importedIds: ['/r/src/platform/bootGuard.ts'], dynamicallyImportedIds: ['/r/src/start.tsx'] },
      '/r/src/platform/bootGuard.ts': { importedIds: [] },
      '/r/src/start.tsx': { importedIds: ['/r/src/router.tsx', '/r/src/platform/appBridge.ts', '/r/src/platform/bootGuard.ts', '/r/node_modules/react/index.js'], dynamicallyImportedIds: ['/r/src/pages/oauth/ManualPage.tsx'] },
      '/r/src/router.tsx': { importedIds: ['/r/src/routes/routeTable.ts'] },
      '/r/src/routes/routeTable.ts': { importedIds: [] },
      '/r/src/platform/appBridge.ts': { importedIds: [] },
      '/r/node_modules/react/index.js': { importedIds: [] },
      '/r/src/pages/oauth/ManualPage.tsx': { importedIds: ['/r/src/platform/appBridge.ts', '/r/packages/identity/src/identityState.ts', '/r/apps/web/src/platform/appTransport.ts'] },
      '/r/apps/web/src/platform/appTransport.ts': { importedIds: ['/r/packages/api/src/createApiTransport.ts'] },
      '/r/packages/api/src/createApiTransport.ts': { importedIds: [] },
      '/r/packages/identity/src/identityState.ts': { importedIds: [] },
    }
    const found = modules[id]
    return found ? ({ id, dynamicallyImportedIds: [], dynamicImporters: [], ...found } as unknown as Rolldown.ModuleInfo) : null
  },
}

describe('appShellModules', () => {
  it("is what the entry's dynamic import (start.tsx) imports statically, less the entry's own modules", () => {
    expect([...appShellModules(graph, '/r/src/main.tsx')].sort()).toEqual([
      '/r/node_modules/react/index.js',
      '/r/src/platform/appBridge.ts',
      '/r/src/router.tsx',
      '/r/src/routes/routeTable.ts',
      '/r/src/start.tsx',
    ])
  })
})

describe('chunkGroups', () => {
  const [framework, vendor] = chunkGroups('/r/src/main.tsx')
  const test = framework!.test as (id: string) => boolean
  const name = vendor!.name as (id: string) => string | null

  it('keeps React, React Router, valtio and the syntax helpers in the framework chunk', () => {
    for (const id of [
      '/r/node_modules/.pnpm/react-dom@19/node_modules/react-dom/client.js',
      '/r/node_modules/.pnpm/react-router@7/node_modules/react-router/dist/production/index.mjs',
      '/r/node_modules/.pnpm/proxy-compare@3/node_modules/proxy-compare/dist/index.js',
      '\0@oxc-project+runtime@0.156.0/helpers/esm/defineProperty.js',
    ]) {
      expect(test(id), id).toBe(true)
    }
    expect(test('/r/node_modules/.pnpm/axios@1/node_modules/axios/index.js')).toBe(false)
    expect(test('/r/apps/web/src/start.tsx')).toBe(false)
  })

  it('gives every other library a vendor chunk of its own, and Sentry one for all its packages', () => {
    expect(name('/r/node_modules/.pnpm/axios@1/node_modules/axios/lib/axios.js')).toBe('vendor-axios')
    expect(name('/r/node_modules/.pnpm/@sentry+browser@10/node_modules/@sentry/browser/index.js')).toBe('vendor-sentry')
    expect(name('/r/node_modules/.pnpm/@sentry-internal+replay@10/node_modules/@sentry-internal/replay/index.js')).toBe('vendor-sentry')
    expect(name('/r/node_modules/.pnpm/react@19/node_modules/react/index.js')).toBeNull()
    expect(name('/r/packages/api/src/index.ts')).toBeNull()
  })
})

describe('the app group', () => {
  const [, , app] = chunkGroups('/r/src/main.tsx')
  const name = app!.name as (id: string, graph: Rolldown.ChunkingContext) => string | null
  const context = graph as unknown as Rolldown.ChunkingContext

  it("puts the shell's own modules in one chunk, those pages import too included", () => {
    for (const id of ['/r/src/start.tsx', '/r/src/router.tsx', '/r/src/routes/routeTable.ts', '/r/src/platform/appBridge.ts']) {
      expect(name(id, context), id).toBe(APP_CHUNK)
    }
  })

  it("leaves the entry's modules in the entry, libraries to their groups, and what only pages import to them", () => {
    for (const id of ['/r/src/main.tsx', '/r/src/platform/bootGuard.ts', '/r/node_modules/react/index.js', '/r/src/pages/oauth/ManualPage.tsx', '/r/packages/identity/src/identityState.ts']) {
      expect(name(id, context), id).toBeNull()
    }
    // A group takes its modules' dependencies along unless told not to: the boot guard would leave the entry.
    expect(app!.includeDependenciesRecursively).toBe(false)
  })
})

describe('the data layer group', () => {
  const [, , , data] = chunkGroups('/r/src/main.tsx')
  const name = data!.name as (id: string, graph: Rolldown.ChunkingContext) => string | null
  const context = graph as unknown as Rolldown.ChunkingContext

  it("is the API client, the session service and the server's clock", () => {
    for (const id of [
      '/r/packages/api/src/createApiTransport.ts',
      '/r/apps/web/src/platform/appTransport.ts',
      '/r/apps/web/src/platform/serverClock.ts',
      '/r/apps/web/src/platform/session/useSessionTokens.ts',
      'C:\\r\\packages\\api\\src\\readData.ts',
    ]) {
      expect(isDataLayer(id), id).toBe(true)
      expect(dataChunkOf(id), id).toBe(DATA_CHUNK)
    }
    expect(name('/r/apps/web/src/platform/appTransport.ts', context)).toBe(DATA_CHUNK)
  })

  it("leaves out the endpoint tables and the families' clients, which go with the pages of their family", () => {
    for (const id of [
      '/r/packages/api/src/endpointTables/payEndpoints.ts',
      'C:\\r\\packages\\api\\src\\endpointTables\\mallEndpoints.ts',
      '/r/packages/api/src/endpoints.ts',
      '/r/apps/web/src/platform/api/rechargeApi.ts',
    ]) {
      expect(isDataLayer(id), id).toBe(false)
      expect(dataChunkOf(id), id).toBeUndefined()
    }
  })

  it('puts the request layer, which teen mode and the content pages use without the backend, in a chunk of its own', () => {
    for (const id of [
      '/r/packages/request/src/createActionRunners.ts',
      '/r/packages/request/src/moneyAttempts.ts',
      '/r/packages/request/src/DomainError.ts',
      '/r/packages/request/src/createErrorTable.ts',
      '/r/packages/request/src/trackRequest.ts',
      '/r/packages/request/src/idleRequests.ts',
      '/r/apps/web/src/platform/data/useServerState.ts',
      '/r/apps/web/src/platform/data/useKeptServerState.ts',
      '/r/apps/web/src/platform/deferred.ts',
    ]) {
      expect(isDataLayer(id), id).toBe(true)
      expect(dataChunkOf(id), id).toBe(REQUEST_CHUNK)
      expect(name(id, context), id).toBe(REQUEST_CHUNK)
    }
  })

  it('leaves out what pages without the backend use (the open-in-app screen: teen mode), the bridge, the other packages, the pages', () => {
    for (const id of [
      '/r/apps/web/src/platform/ui/OpenInAppScreen.tsx',
      '/r/apps/web/src/platform/ui/OpenInAppScreenContent.tsx',
      '/r/apps/web/src/platform/appBridge.ts',
      '/r/packages/request/src/loadPage.ts',
      '/r/packages/request/src/createPagedState.ts',
      '/r/packages/request/src/runRequest.ts',
      '/r/packages/identity/src/identityState.ts',
      '/r/apps/web/src/pages/oauth/ManualPage.tsx',
      '/r/node_modules/axios/index.js',
    ]) {
      expect(isDataLayer(id), id).toBe(false)
      expect(dataChunkOf(id), id).toBeUndefined()
    }
  })

  it('leaves a data-layer module the app shell or the entry runs to them', () => {
    const shellGraph = {
      getModuleInfo: (id: string) =>
        ({
          '/r/src/main.tsx': { id, importedIds: ['/r/apps/web/src/platform/session/claimAddressTokens.ts'], dynamicallyImportedIds: ['/r/src/start.tsx'] },
          '/r/apps/web/src/platform/session/claimAddressTokens.ts': { id, importedIds: [], dynamicallyImportedIds: [] },
          '/r/src/start.tsx': { id, importedIds: ['/r/apps/web/src/platform/session/appSession.ts'], dynamicallyImportedIds: [] },
          '/r/apps/web/src/platform/session/appSession.ts': { id, importedIds: [], dynamicallyImportedIds: [] },
        })[id] as unknown as Rolldown.ModuleInfo,
    } as unknown as Rolldown.ChunkingContext
    expect(name('/r/apps/web/src/platform/session/claimAddressTokens.ts', shellGraph)).toBeNull()
    expect(name('/r/apps/web/src/platform/session/appSession.ts', shellGraph)).toBeNull()
  })
})

/** A module graph as the code-splitting groups see it, from each module's imports. */
function graphOf(modules: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[]; dynamicImporters?: string[] }>): Rolldown.ChunkingContext {
  return {
    getModuleInfo: (id: string) => {
      const found = modules[id]
      return found ? ({ id, dynamicallyImportedIds: [], dynamicImporters: [], ...found } as unknown as Rolldown.ModuleInfo) : null
    },
  } as unknown as Rolldown.ChunkingContext
}

/**
 * A graph of 24 lazily loaded pages (src/main.tsx loads the shell, which loads the pages): the title bar on 13 of
 * them and on the sheet's panel, the loading screen (with the state block it imports) on 3, the sheet on 2 (its
 * panel is loaded on demand), the SMS field on 1, a kit component that talks to the backend on 6, a cell whose
 * link uses a platform helper (the prefetch) on 4, the overlays' frame on 4.
 */
function kitGraph(): Rolldown.ChunkingContext {
  const kit = (name: string) => `/r/apps/web/src/components/${name}`
  const pages = Array.from({ length: 24 }, (_, index) => `/r/apps/web/src/pages/p/Page${index}.tsx`)
  const uses = (index: number) => [
    ...(index < 13 ? [kit('TitleBar.tsx')] : []),
    ...(index < 3 ? [kit('LoadingState.tsx')] : []),
    ...(index === 5 ? [kit('SmsCodeField.tsx')] : []),
    ...(index >= 18 ? [kit('BalanceCard.tsx')] : []),
    ...(index === 3 || index === 4 ? [kit('ActionSheet.tsx')] : []),
    ...(index >= 6 && index < 10 ? [kit('Cell.tsx')] : []),
    ...(index >= 10 && index < 14 ? [kit('Modal.tsx')] : []),
  ]
  const modules: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[]; dynamicImporters?: string[] }> = {
    '/r/src/main.tsx': { importedIds: [], dynamicallyImportedIds: ['/r/src/start.tsx'] },
    '/r/src/start.tsx': { importedIds: ['/r/node_modules/react/index.js'], dynamicallyImportedIds: pages },
    '/r/node_modules/react/index.js': { importedIds: [] },
    [kit('TitleBar.tsx')]: { importedIds: [kit('TitleBar.css'), '/r/node_modules/react/index.js'] },
    [kit('TitleBar.css')]: { importedIds: [] },
    [kit('LoadingState.tsx')]: { importedIds: [kit('StateBlock.tsx')] },
    [kit('StateBlock.tsx')]: { importedIds: [] },
    [kit('SmsCodeField.tsx')]: { importedIds: [] },
    [kit('BalanceCard.tsx')]: { importedIds: ['/r/apps/web/src/platform/appTransport.ts'] },
    '/r/apps/web/src/platform/appTransport.ts': { importedIds: ['/r/node_modules/axios/index.js'] },
    '/r/node_modules/axios/index.js': { importedIds: [] },
    [kit('ActionSheet.tsx')]: { importedIds: [], dynamicallyImportedIds: [kit('ActionSheetPanel.tsx')] },
    [kit('ActionSheetPanel.tsx')]: { importedIds: [kit('TitleBar.tsx')], dynamicImporters: [kit('ActionSheet.tsx')] },
    [kit('Cell.tsx')]: { importedIds: ['/r/apps/web/src/platform/PrefetchLink.tsx'] },
    [kit('Modal.tsx')]: { importedIds: [kit('Modal.css')] },
    [kit('Modal.css')]: { importedIds: [] },
    '/r/apps/web/src/platform/PrefetchLink.tsx': { importedIds: [] },
    ...Object.fromEntries(pages.map((page, index) => [page, { importedIds: uses(index) }])),
  }
  return graphOf(modules)
}

describe('kitPlacement', () => {
  const graph = kitGraph()
  const placement = kitPlacement(graph, '/r/src/main.tsx', appShellModules(graph, '/r/src/main.tsx'))
  const kit = (name: string) => `/r/apps/web/src/components/${name}`

  it('puts a kit component more than half the lazily loaded chunks use in the app shell, its CSS with it', () => {
    // 13 pages and the sheet's panel, of 26 lazily loaded chunks (the shell, 24 pages, the sheet's panel).
    expect(14 / 26).toBeGreaterThan(SHELL_KIT_SHARE)
    expect(placement.get(kit('TitleBar.tsx'))).toBe(APP_CHUNK)
    expect(placement.get(kit('TitleBar.css'))).toBe(APP_CHUNK)
  })

  it('puts those at least one in twelve use in the kit chunk, a component it imports with it', () => {
    expect(3 / 26).toBeGreaterThanOrEqual(KIT_CHUNK_SHARE)
    expect(placement.get(kit('LoadingState.tsx'))).toBe(KIT_CHUNK)
    expect(placement.get(kit('StateBlock.tsx'))).toBe(KIT_CHUNK)
  })

  it('leaves to the automatic splitting what fewer use, what talks to the backend and what loads on demand', () => {
    expect(2 / 26).toBeLessThan(KIT_CHUNK_SHARE)
    // The sheet: 2 pages; the SMS field: 1. The balance card imports the API client: in the kit chunk, every page
    // with a kit component would load axios. The sheet's panel is loaded on demand: a chunk of its own. The cell,
    // on 4 of 26, uses a platform helper: in the kit chunk, every page with a kit component would load the helpers.
    // The overlays' frame, on 4 of 26, is shown only after a tap: every page with the kit would load it.
    expect(4 / 26).toBeGreaterThanOrEqual(KIT_CHUNK_SHARE)
    for (const id of [kit('SmsCodeField.tsx'), kit('BalanceCard.tsx'), kit('ActionSheet.tsx'), kit('ActionSheetPanel.tsx'), kit('Cell.tsx'), kit('Modal.tsx'), kit('Modal.css')]) {
      expect(placement.get(id), id).toBeUndefined()
    }
  })

  it('is what the app and kit groups name', () => {
    const groups = chunkGroups('/r/src/main.tsx')
    const nameIn = (debugName: string) => groups.find((group) => group.debugName === debugName)!.name as (id: string, graph: Rolldown.ChunkingContext) => string | null
    expect(nameIn('app shell')(kit('TitleBar.tsx'), graph)).toBe(APP_CHUNK)
    expect(nameIn(KIT_CHUNK)(kit('LoadingState.tsx'), graph)).toBe(KIT_CHUNK)
    expect(nameIn(KIT_CHUNK)(kit('TitleBar.tsx'), graph)).toBeNull()
    expect(nameIn(KIT_CHUNK)(kit('SmsCodeField.tsx'), graph)).toBeNull()
  })
})

/**
 * 24 pages: a link (PrefetchLink, with the prefetch it imports) on 12, on-demand loading on 4, the open-in-app
 * screen's loader on 4 (its screen loaded on demand), a digits helper
 * that imports a package's module (toHalfWidth) on 6, a helper on 1, a helper that reaches the API client on 5,
 * and the app shell's own helper (whenIdle) on 10.
 */
function helperGraph(): Rolldown.ChunkingContext {
  const platform = (name: string) => `/r/apps/web/src/platform/${name}`
  const pages = Array.from({ length: 24 }, (_, index) => `/r/apps/web/src/pages/p/Page${index}.tsx`)
  const uses = (index: number) => [
    ...(index < 12 ? [platform('PrefetchLink.tsx')] : []),
    ...(index >= 20 ? [platform('onDemand.ts')] : []),
    ...(index >= 18 && index < 22 ? [platform('ui/OpenInAppScreen.tsx')] : []),
    ...(index >= 12 && index < 18 ? [platform('normalizeDigits.ts')] : []),
    ...(index === 19 ? [platform('getQueryParam.ts')] : []),
    ...(index >= 12 && index < 17 ? [platform('serverNow.ts')] : []),
    ...(index < 10 ? [platform('whenIdle.ts')] : []),
  ]
  const modules: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
    '/r/src/main.tsx': { importedIds: [], dynamicallyImportedIds: ['/r/src/start.tsx'] },
    '/r/src/start.tsx': { importedIds: [platform('whenIdle.ts')], dynamicallyImportedIds: pages },
    [platform('whenIdle.ts')]: { importedIds: [] },
    [platform('PrefetchLink.tsx')]: { importedIds: [platform('prefetchRoute.ts'), '/r/node_modules/react/index.js'] },
    [platform('prefetchRoute.ts')]: { importedIds: [platform('whenIdle.ts')] },
    '/r/node_modules/react/index.js': { importedIds: [] },
    [platform('onDemand.ts')]: { importedIds: [] },
    [platform('ui/OpenInAppScreen.tsx')]: { importedIds: [], dynamicallyImportedIds: [platform('ui/OpenInAppScreenContent.tsx')] },
    [platform('ui/OpenInAppScreenContent.tsx')]: { importedIds: [platform('PrefetchLink.tsx')], dynamicImporters: [platform('ui/OpenInAppScreen.tsx')] },
    [platform('normalizeDigits.ts')]: { importedIds: ['/r/packages/format/src/toHalfWidth.ts'] },
    '/r/packages/format/src/toHalfWidth.ts': { importedIds: [] },
    [platform('getQueryParam.ts')]: { importedIds: [] },
    [platform('serverNow.ts')]: { importedIds: [platform('appTransport.ts')] },
    [platform('appTransport.ts')]: { importedIds: ['/r/node_modules/axios/index.js'] },
    '/r/node_modules/axios/index.js': { importedIds: [] },
    ...Object.fromEntries(pages.map((page, index) => [page, { importedIds: uses(index) }])),
  }
  return graphOf(modules)
}

describe('helperPlacement', () => {
  const graph = helperGraph()
  const placement = helperPlacement(graph, '/r/src/main.tsx', appShellModules(graph, '/r/src/main.tsx'))
  const platform = (name: string) => `/r/apps/web/src/platform/${name}`

  it('puts the platform helpers at least one in twelve lazily loaded chunks use in one chunk, a helper they import with them', () => {
    expect(4 / 26).toBeGreaterThanOrEqual(KIT_CHUNK_SHARE)
    for (const id of [platform('PrefetchLink.tsx'), platform('prefetchRoute.ts'), platform('onDemand.ts'), platform('ui/OpenInAppScreen.tsx')]) {
      expect(placement.get(id), id).toBe(HELPERS_CHUNK)
    }
    // The screen the loader loads on demand stays a chunk of its own.
    expect(placement.get(platform('ui/OpenInAppScreenContent.tsx'))).toBeUndefined()
  })

  it('leaves out what fewer use, what brings another chunk along, what reaches the API client and what the app shell runs', () => {
    // getQueryParam: 1 page. normalizeDigits: 6 pages, but in the chunk it would bring toHalfWidth's chunk to every
    // page with a link. serverNow reaches axios. whenIdle is the app shell's.
    for (const id of [platform('getQueryParam.ts'), platform('normalizeDigits.ts'), platform('serverNow.ts'), platform('whenIdle.ts')]) {
      expect(placement.get(id), id).toBeUndefined()
    }
  })

  it('is what the helpers group names', () => {
    const name = chunkGroups('/r/src/main.tsx').find((group) => group.debugName === HELPERS_CHUNK)!.name as (id: string, graph: Rolldown.ChunkingContext) => string | null
    expect(name(platform('PrefetchLink.tsx'), graph)).toBe(HELPERS_CHUNK)
    expect(name(platform('getQueryParam.ts'), graph)).toBeNull()
  })
})

describe('the teen check group', () => {
  const name = chunkGroups('/r/src/main.tsx').find((group) => group.debugName === TEEN_CHECK_CHUNK)!.name as (id: string) => string | null
  const teen = (file: string) => `/r/packages/teen/src/${file}`

  it('is the check other families make, the native question it asks and teen mode’s errors', () => {
    for (const file of ['checkTeenModeOn.ts', 'askCanUse.ts', 'errnoTable.ts', 'TeenError.ts', 'TeenErrorCode.ts', 'TeenNativeErrcode.ts']) {
      expect(name(teen(file)), file).toBe(TEEN_CHECK_CHUNK)
    }
    expect(name('C:\\r\\packages\\teen\\src\\checkTeenModeOn.ts')).toBe(TEEN_CHECK_CHUNK)
  })

  it('leaves teen mode’s own flows (the PIN, the age, the state) and every other package alone', () => {
    for (const id of [teen('setPin.ts'), teen('teenState.ts'), teen('selectAge.ts'), '/r/packages/recharge/src/errnoTable.ts', '/r/packages/teen/src/__tests__/askCanUse.test.ts']) {
      expect(name(id), id).toBeNull()
    }
  })
})

describe('the numbers group', () => {
  const name = chunkGroups('/r/src/main.tsx').find((group) => group.debugName === NUMBERS_CHUNK)!.name as (id: string) => string | null

  it('is @h5/format’s money and count formatters, not its dates or its parsing', () => {
    for (const file of ['formatFen.ts', 'formatCount.ts', 'groupDigits.ts']) expect(name(`/r/packages/format/src/${file}`), file).toBe(NUMBERS_CHUNK)
    expect(name('C:\\r\\packages\\format\\src\\formatFen.ts')).toBe(NUMBERS_CHUNK)
    for (const file of ['formatChinaTime.ts', 'chinaTime.ts', 'parseYuanToFen.ts', 'toHalfWidth.ts', 'formatCountdown.ts']) expect(name(`/r/packages/format/src/${file}`), file).toBeNull()
  })
})

describe('the recharge core group', () => {
  it("is the recharge family's client with the errors, runners, choice rules and state its screens and its pay flow share", () => {
    expect(rechargeCoreChunkOf('/repo/apps/web/src/platform/api/rechargeApi.ts')).toBe(RECHARGE_CORE_CHUNK)
    for (const name of ['errnoTable', 'RechargeError', 'RechargeErrorCode', 'runAction', 'choice', 'rechargeState']) {
      expect(rechargeCoreChunkOf(`/repo/packages/recharge/src/${name}.ts`)).toBe(RECHARGE_CORE_CHUNK)
    }
  })

  it('leaves out the pay flow itself, the other families’ clients and errno tables', () => {
    for (const id of ['/repo/packages/recharge/src/payInApp.ts', '/repo/apps/web/src/platform/api/mallApi.ts', '/repo/packages/mall/src/errnoTable.ts']) {
      expect(rechargeCoreChunkOf(id)).toBeUndefined()
    }
  })
})
