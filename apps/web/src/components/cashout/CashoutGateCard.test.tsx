import { createBenefitState } from '@h5/benefit'
import { MOCK_USER } from '@h5/mock-backend'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { benefitApi } from '../../platform/api/benefitApi'
import { setUpGeneratedAnswerPages } from '../../test/generatedAnswerPages'
import { renderInRouter } from '../../test/renderInRouter'
import { CashoutGateCard } from './CashoutGateCard'

/** The cash-out gate in the app, with the simulator's cash-out info of MOCK_USER. */
setUpGeneratedAnswerPages()

const tokens = { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID }

describe('CashoutGateCard', () => {
  it('sends 去实名认证 to /oauth saying why (from=cash) and where to come back to (this page, with its query)', async () => {
    const info = (await benefitApi.getCashoutInfo(tokens)).data
    const { location } = renderInRouter(
      <CashoutGateCard gate="realName" info={{ ...info, realNameVerified: false }} state={createBenefitState()} onCleared={async () => {}} />,
      '/benefit/cash?tab=week',
    )
    fireEvent.click(screen.getByRole('button', { name: '去实名认证' }))
    await waitFor(() => expect(location().pathname).toBe('/oauth'))
    const query = new URLSearchParams(location().search)
    expect(query.get('from')).toBe('cash')
    expect(query.get('return')).toBe('/benefit/cash?tab=week')
  })
})
