import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Steps } from './Steps'

const STEPS = [{ title: '填写信息' }, { title: '人脸识别', description: '约 10 秒' }, { title: '完成' }]

describe('Steps', () => {
  it('is a named ordered list that marks the current step and says each step’s state', () => {
    render(<Steps steps={STEPS} current={1} />)
    expect(screen.getByRole('list', { name: '办理进度' }).tagName).toBe('OL')
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null])
    expect(items[0]?.textContent).toContain('已完成：填写信息')
    expect(items[1]?.textContent).toContain('当前步骤：人脸识别')
    expect(items[1]?.textContent).toContain('约 10 秒')
    expect(items[2]?.textContent).toContain('未开始：完成')
  })

  it('has every step done when current is past the last', () => {
    render(<Steps steps={STEPS} current={3} label="认证进度" />)
    expect(screen.getAllByRole('listitem').every((item) => item.textContent?.includes('已完成'))).toBe(true)
    expect(screen.getByRole('list', { name: '认证进度' })).toBeTruthy()
  })
})
