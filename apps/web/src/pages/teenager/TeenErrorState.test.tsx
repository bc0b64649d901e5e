import { teenError, TeenErrorCode } from '@h5/teen'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderInRouter } from '../../test/renderInRouter'
import { TeenErrorState } from './TeenErrorState'

const show = (code: TeenErrorCode, onRetry?: () => void) => renderInRouter(<TeenErrorState error={teenError(code)} onRetry={onRetry} />)
/** The screen's heading, once shown: the open-in-app screen loads on demand (platform/ui/OpenInAppScreen.tsx). */
const heading = async () => (await screen.findByRole('heading', { level: 1 })).textContent

describe('TeenErrorState', () => {
  it('outside the app: the shared open-in-app screen in teen words, 下载 App and 返回, no 重试', async () => {
    show(TeenErrorCode.NOT_IN_APP, () => undefined)
    expect(await heading()).toBe('请在App内使用')
    expect(screen.getByText('请在App内打开青少年模式')).toBeTruthy()
    expect(screen.getByRole('link', { name: '下载 App' }).getAttribute('href')).toBe('/download')
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
  })

  it('an app too old or not answering: the shared update screen, with 重试 that asks again', async () => {
    const onRetry = vi.fn()
    show(TeenErrorCode.OUTDATED_APP, onRetry)
    expect(await heading()).toBe('App版本过低')
    expect(screen.getByText('当前App版本过低，请升级到最新版本后使用青少年模式')).toBeTruthy()
    expect(screen.getByRole('link', { name: '下载最新版 App' }).getAttribute('href')).toBe('/download')
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('any other failure: the teen page with its message, 重试 and 返回, and no download link', async () => {
    show(TeenErrorCode.BAD_ANSWER, () => undefined)
    expect(await heading()).toBe('暂时无法使用青少年模式')
    expect(screen.getByText('青少年模式状态获取失败，请稍后重试')).toBeTruthy()
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
