import { DEFAULT_GREETING, type RedPacketState } from '@h5/redpacket'
import type { Snapshot } from 'valtio'
import { OpenRecordList } from './OpenRecordList'
import { PacketResult, type PacketOutcome } from './PacketResult'

export interface OpenedPacketProps {
  snap: Snapshot<RedPacketState>
  outcome: PacketOutcome
  onRetryRecords: () => void
}

/**
 * The opened packet: the outcome and who opened it. A chunk of its own, loaded when the page is idle or at the
 * tap on 开, whichever comes first (RedPacketOpenPage): the closed packet, all a visit needs at first, carries
 * none of the result's code, nor the record list's states from the kit.
 */
export default function OpenedPacket({ snap, outcome, onRetryRecords }: OpenedPacketProps) {
  // The greeting the cover showed: the record endpoint carries none (RedPacketOpenPage).
  return (
    <PacketResult sender={snap.accountInfo} greeting={DEFAULT_GREETING} outcome={outcome}>
      <OpenRecordList
        total={snap.total}
        records={snap.recordList}
        status={snap.status.records}
        error={snap.errors.records}
        onRetry={onRetryRecords}
      />
    </PacketResult>
  )
}
