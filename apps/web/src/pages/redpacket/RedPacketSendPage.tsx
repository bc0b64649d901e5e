import { loadMyRecord, loadMyReward, sendPacket, type SendFormInput } from '@h5/redpacket'
import { useCallback, useEffect, useState } from 'react'
import { redPacketApi } from '../../platform/api/redPacketApi'
import { showToast } from '../../state/overlays'
import { RewardCard } from './RewardCard'
import { SendForm } from './SendForm'
import { SentRecordList } from './SentRecordList'
import { useRedPacketSession } from './useRedPacketSession'
import { useRedPacketState } from './useRedPacketState'
import './redPacketPage.css'
import './RedPacketSendPage.css'

/**
 * /redpacket/send: my rewards (可发送余额, 累计收到), the send form, and the packets I sent. A sent
 * packet is announced with a toast (the larger red-packet size); @h5/redpacket has already refreshed the
 * balance and the list by then. A failure keeps the form as typed and shows the package's message. A send whose
 * outcome is unknown (no answer, a time-out) says so rather than 红包发送失败, and the balance and the list are
 * asked again, where a packet that did go out shows: the same packet sent again carries the same idempotency key
 * (kept for the tab), so the retry never sends a second one.
 */
export default function RedPacketSendPage() {
  const session = useRedPacketSession()
  const { state, snap } = useRedPacketState()
  const [awaitingSession, setAwaitingSession] = useState(false)

  const reloadReward = useCallback(() => void loadMyReward(state, redPacketApi), [state])
  const reloadRecords = useCallback(() => void loadMyRecord(state, redPacketApi), [state])
  useEffect(() => {
    reloadReward()
    reloadRecords()
  }, [reloadReward, reloadRecords])

  const send = useCallback(
    async (form: Required<SendFormInput>) => {
      setAwaitingSession(true)
      const tokens = await session
      // Missing tokens go in empty: the package answers MISSING_TOKENS (登录信息缺失) without a request.
      const sending = sendPacket(state, redPacketApi, { accessToken: tokens?.accessToken ?? '', openID: tokens?.openID ?? '', ...form })
      setAwaitingSession(false)
      const result = await sending
      if (result.ok) showToast('红包已发出')
      else if (!result.error.decided) {
        reloadReward()
        reloadRecords()
      }
      return result.ok
    },
    [state, session, reloadReward, reloadRecords],
  )

  return (
    <main className="rp-page rp-send">
      <header className="rp-send__head">
        <h1 className="rp-send__title">发红包</h1>
        <RewardCard
          amount={snap.sendInfo.amount}
          status={snap.status.myReward}
          error={snap.errors.myReward}
          onRetry={reloadReward}
        />
      </header>
      <div className="rp-send__body">
        <SendForm
          busy={awaitingSession || snap.status.send === 'loading'}
          failure={snap.status.send === 'error' ? snap.errors.send?.message : undefined}
          onSend={send}
        />
        <SentRecordList
          records={snap.sendInfo.recordList}
          status={snap.status.myRecord}
          error={snap.errors.myRecord}
          onRetry={reloadRecords}
        />
      </div>
    </main>
  )
}
