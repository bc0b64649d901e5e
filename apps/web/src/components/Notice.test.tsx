import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Button } from './Button'
import { Notice } from './Notice'

describe('Notice', () => {
  it('reads an error out at once: role alert, on the element that holds the words', () => {
    render(<Notice tone="error">提现失败，请稍后重试</Notice>)
    expect(screen.getByRole('alert').textContent).toBe('提现失败，请稍后重试')
    expect(screen.getByText('提现失败，请稍后重试').getAttribute('role')).toBe('alert')
  })

  it('keeps info and warnings as part of the page: role note, read in turn', () => {
    render(
      <>
        <Notice>提现资金将转入已绑定的微信零钱</Notice>
        <Notice tone="warning">今日还可充值 100.00 元，请理性消费</Notice>
      </>,
    )
    const notes = screen.getAllByRole('note')
    expect(notes.map((note) => note.textContent)).toEqual(['提现资金将转入已绑定的微信零钱', '今日还可充值 100.00 元，请理性消费'])
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('announces an answer to the user’s action politely when live: role status', () => {
    render(<Notice live>已取消支付</Notice>)
    expect(screen.getByRole('status').textContent).toBe('已取消支付')
  })

  it('stays an alert when an error is also live', () => {
    render(
      <Notice tone="error" live>
        支付失败
      </Notice>,
    )
    expect(screen.getByRole('alert')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('draws its tone, a title and actions under the message', () => {
    const { container } = render(
      <Notice tone="warning" title="未完成实名认证" actions={<Button size="sm">去认证</Button>}>
        提现需先完成实名认证
      </Notice>,
    )
    expect(container.firstElementChild?.className).toBe('notice notice--warning')
    expect(screen.getByRole('note').textContent).toBe('未完成实名认证提现需先完成实名认证去认证')
    expect(screen.getByRole('button', { name: '去认证' })).toBeTruthy()
  })
})
