import { useGoBack } from '../../platform/useGoBack'
import { StatusView } from '../../platform/ui/StatusView'
import { PacketIcon } from './PacketIcon'
import { Button } from '../../components/Button'

/**
 * /redpacket/open without a usable `redpacketID` (a clear message, not a crash and not a bare 404):
 * says which way the link is broken and offers the way back to where it was tapped.
 */
export function InvalidPacketLink({ missing }: { missing: boolean }) {
  const goBack = useGoBack()
  return (
    <StatusView
      art={<PacketIcon />}
      title="红包链接无效"
      message={missing ? '链接里缺少红包信息，请回到聊天中重新点开红包' : '链接不完整或已损坏，请回到聊天中重新点开红包'}
    >
      <Button onClick={goBack}>
        返回
      </Button>
    </StatusView>
  )
}
