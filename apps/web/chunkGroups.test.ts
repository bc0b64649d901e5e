import { describe, expect, it } from 'vitest'
import { chunkGroups, packageOf } from './chunkGroups.ts'

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

describe('chunkGroups', () => {
  const [framework, vendor] = chunkGroups()
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
