import { act, render, screen } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { lazyPage } from './lazyPage'
import { PlatformError } from './PlatformError'

const pageModule = { default: () => <h1>页面内容</h1> }

/** Renders in the browser's way; awaited, as React needs when a render suspends (testing-library/react-testing-library#1375). */
async function mount(ui: ReactNode) {
  await act(async () => {
    render(ui)
  })
}

/** What the first render of `page` gives, as the build's prerender renders it. */
function firstRender(page: ReturnType<typeof lazyPage>) {
  return renderToString(
    <Suspense fallback={<p>等待代码</p>}>
      <page.Component />
    </Suspense>,
  )
}

class Catch extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {}
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>出错：{String((this.state.error as Error).message)}</p> : this.props.children
  }
}

describe('lazyPage', () => {
  it('suspends on a first render before its module is loaded, and renders at once after preload', async () => {
    const load = vi.fn(async () => pageModule)
    const page = lazyPage(load)
    expect(firstRender(page)).toContain('等待代码')
    await page.preload()
    expect(firstRender(page)).toContain('页面内容')
    expect(load).toHaveBeenCalledOnce()
  })

  it('loads the module when first rendered, and only once however often it renders or preloads', async () => {
    const load = vi.fn(async () => pageModule)
    const page = lazyPage(load)
    await mount(
      <Suspense fallback={<p>等待代码</p>}>
        <page.Component />
        <page.Component />
      </Suspense>,
    )
    expect(await screen.findAllByRole('heading', { name: '页面内容' })).toHaveLength(2)
    await page.preload()
    expect(load).toHaveBeenCalledOnce()
  })

  it('turns a failed load into the chunk-load error, and loads again on the next preload', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module')
    const load = vi.fn().mockRejectedValueOnce(cause).mockResolvedValueOnce(pageModule)
    const page = lazyPage(load)
    const failure = await page.preload().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(PlatformError)
    expect(failure).toMatchObject({ code: 'chunk-load', message: '页面加载失败，请检查网络后重试', cause })
    await page.preload()
    expect(firstRender(page)).toContain('页面内容')
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('throws a failed load to the error boundary when rendered, without loading again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    const page = lazyPage(load)
    await mount(
      <Catch>
        <Suspense fallback={<p>等待代码</p>}>
          <page.Component />
        </Suspense>
      </Catch>,
    )
    expect(await screen.findByText('出错：页面加载失败，请检查网络后重试')).toBeTruthy()
    expect(load).toHaveBeenCalledOnce()
  })
})
