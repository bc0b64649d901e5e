import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BalanceCard } from './BalanceCard'
import { Button } from './Button'

describe('BalanceCard', () => {
  it('is a region named by its label, with the figure and its unit', () => {
    render(<BalanceCard label="钻石余额" value="100,000" unit="钻石" valueTestId="balance" />)
    const card = screen.getByRole('region', { name: '钻石余额' })
    expect(within(card).getByRole('heading', { name: '钻石余额' })).toBeTruthy()
    expect(screen.getByTestId('balance').textContent).toBe('100,000')
    expect(card.textContent).toBe('钻石余额100,000钻石')
  })

  it('shows -- and no unit while the balance is unknown, never a guess', () => {
    render(<BalanceCard label="钻石余额" value={null} unit="钻石" />)
    expect(screen.getByRole('region', { name: '钻石余额' }).textContent).toBe('钻石余额--')
  })

  it('lists its facts, a note and its actions', () => {
    render(
      <BalanceCard
        label="可提现金额（元）"
        value="1,288.00"
        leading="¥"
        tone="warm"
        facts={[
          { label: '本月剩余次数', value: '2/4', testId: 'times' },
          { label: '预计到账', value: '1个工作日' },
        ]}
        note="提现资金将转入已绑定的微信零钱"
        actions={<Button size="sm">提现明细</Button>}
      />,
    )
    const card = screen.getByRole('region', { name: '可提现金额（元）' })
    expect(card.className).toBe('balance-card balance-card--warm')
    expect(within(card).getByText('本月剩余次数').tagName).toBe('DT')
    expect(screen.getByTestId('times').textContent).toBe('2/4')
    expect(within(card).getByText('提现资金将转入已绑定的微信零钱')).toBeTruthy()
    expect(within(card).getByRole('button', { name: '提现明细' })).toBeTruthy()
    expect(card.textContent?.startsWith('可提现金额（元）¥1,288.00')).toBe(true)
  })

  it('says it is busy while the figure is being read, and takes a family’s look', () => {
    const { rerender } = render(<BalanceCard label="可发送余额（元）" value={null} busy className="rp-reward" />)
    const card = screen.getByRole('region', { name: '可发送余额（元）' })
    expect(card.getAttribute('aria-busy')).toBe('true')
    expect(card.className).toBe('balance-card balance-card--brand rp-reward')
    rerender(<BalanceCard label="可发送余额（元）" value="88.88" busy={false} className="rp-reward" />)
    expect(card.getAttribute('aria-busy')).toBe('false')
  })

  it('gives two cards on one page their own names', () => {
    render(
      <>
        <BalanceCard label="红钻" value="1" />
        <BalanceCard label="钻石" value="2" />
      </>,
    )
    expect(screen.getByRole('region', { name: '红钻' }).textContent).toContain('1')
    expect(screen.getByRole('region', { name: '钻石' }).textContent).toContain('2')
  })
})
