import type { CashoutInfo } from '@h5/api'
import { createBenefitState } from '@h5/benefit'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInRouter } from '../../test/renderInRouter'
import { CashoutGateCard } from './CashoutGateCard'

const INFO: CashoutInfo = {
  availableFen: 128_800,
  minFen: 1000,
  maxFen: 100_000,
  feeRateBp: 300,
  minFeeFen: 10,
  realNameVerified: false,
  phoneBound: true,
  channel: { channel: 'wechat', bound: true, nickName: '阿星' },
  window: { open: true, startDay: 1, endDay: 5, opensAt: 0, closesAt: 1 },
  timesPerMonth: 3,
  timesLeft: 1,
  arrivalDays: 3,
}

describe('CashoutGateCard', () => {
  it('sends 去实名认证 to /oauth saying why (from=cash) and where to come back to (this page, with its query)', async () => {
    const { location } = renderInRouter(<CashoutGateCard gate="realName" info={INFO} state={createBenefitState()} onCleared={() => {}} />, '/benefit/cash?tab=week')
    fireEvent.click(screen.getByRole('button', { name: '去实名认证' }))
    await waitFor(() => expect(location().pathname).toBe('/oauth'))
    const query = new URLSearchParams(location().search)
    expect(query.get('from')).toBe('cash')
    expect(query.get('return')).toBe('/benefit/cash?tab=week')
  })
})
