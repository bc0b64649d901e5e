import type { UserTokens } from '@h5/api'
import {
  DEFAULT_GREETING,
  isValidRedpacketId,
  loadRecords,
  openPacket,
  RedPacketErrorCode,
  type RedPacketState,
} from '@h5/redpacket'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Snapshot } from 'valtio'
import { redPacketApi } from '../../platform/api/redPacketApi'
import { InvalidPacketLink } from './InvalidPacketLink'
import { PacketCover } from './PacketCover'
import type { PacketOutcome } from './PacketResult'
import { useOpenedPacketScreen } from './useOpenedPacketScreen'
import { usePacketLink, type PacketLink } from './usePacketLink'
import { useRedPacketSession } from './useRedPacketSession'
import { useRedPacketState } from './useRedPacketState'

/** Open failures that are about the packet itself (expired, opened before): final, shown with the list. */
const FINAL_FAILURES: ReadonlySet<RedPacketErrorCode> = new Set([RedPacketErrorCode.EXPIRED, RedPacketErrorCode.ALREADY_OPENED])

/**
 * /redpacket/open?redpacketID=…&accessToken=…&openID=…&channel=… (the tokens in the link:
 * docs/architecture.md, "Session"). The first render is the closed packet with placeholders, the same for every
 * visit, so the build prerenders it (apps/web/prerender); the address is read once the page is on screen
 * (usePacketLink). The tokens leave the address at once
 * (useRedPacketSession); a missing or malformed id gets its own clear message.
 */
export default function RedPacketOpenPage() {
  const { link, linkRead } = usePacketLink()
  const session = useRedPacketSession()
  if (link && !isValidRedpacketId(link.redpacketID)) return <InvalidPacketLink missing={!link.redpacketID} />
  return <OpenPacketFlow redpacketID={link?.redpacketID ?? undefined} channel={link?.channel ?? ''} linkRead={linkRead} session={session} />
}

interface FlowProps {
  /** The packet, once the link has been read (undefined on the first render). */
  redpacketID: string | undefined
  channel: string
  /** The link's first reading, for a tap that comes before it. */
  linkRead: Promise<PacketLink>
  session: Promise<UserTokens | null>
}

/** What the open has come to, for the result screen; undefined while the packet is still closed. */
function outcomeOf(snap: Snapshot<RedPacketState>): PacketOutcome | undefined {
  const { packet, errors } = snap
  if (packet.state === 0) return { kind: 'amount', fen: packet.amount }
  if (packet.state !== undefined) return { kind: 'tip', text: packet.tipMsg }
  if (errors.open && FINAL_FAILURES.has(errors.open.code)) return { kind: 'failure', text: errors.open.message }
  return undefined
}

/**
 * The closed packet, then the opened one. The record list loads as soon as the packet is known (it names the
 * sender on the cover) and again after a successful open, so the list includes this user. The 开 coin turns
 * from the tap until the open settles, including the short wait for the link and the session's tokens.
 */
function OpenPacketFlow({ redpacketID, channel, linkRead, session }: FlowProps) {
  // Keyed by the packet, not a React key: a tap made before the link was read stays on the same state.
  const { state, snap } = useRedPacketState(redpacketID)
  const reloadRecords = useCallback(() => {
    if (redpacketID) void loadRecords(state, redPacketApi, { redpacketID })
  }, [state, redpacketID])
  useEffect(reloadRecords, [reloadRecords])

  const opened = useOpenedPacketScreen()
  const loadOpened = opened.load

  const [awaitingSession, setAwaitingSession] = useState(false)
  /** The open whose success reloaded the list: a double tap gets the one request's promise twice. */
  const reloadedFor = useRef<Promise<unknown>>(undefined)

  const open = useCallback(async () => {
    loadOpened()
    setAwaitingSession(true)
    // A tap on the prerendered cover can come before the link is read; a broken link shows its own message.
    const packet = redpacketID ? { redpacketID, channel } : await linkRead
    if (!isValidRedpacketId(packet.redpacketID)) {
      setAwaitingSession(false)
      return
    }
    const tokens = await session
    // Missing tokens go in empty: the package answers MISSING_TOKENS (登录信息缺失) without a request.
    const opening = openPacket(state, redPacketApi, {
      accessToken: tokens?.accessToken ?? '',
      openID: tokens?.openID ?? '',
      redpacketID: packet.redpacketID,
      channel: packet.channel,
    })
    setAwaitingSession(false)
    const result = await opening
    if (result.ok && result.data.state === 0 && reloadedFor.current !== opening) {
      reloadedFor.current = opening
      // This render's reloadRecords may predate the link: load the opened packet's list by its id.
      void loadRecords(state, redPacketApi, { redpacketID: packet.redpacketID })
    }
  }, [state, session, redpacketID, channel, linkRead, loadOpened])

  const outcome = outcomeOf(snap)
  // The record endpoint carries no greeting (docs/openapi.yaml, getOpenRecords), so the packet shows the one the backend defaults to.
  const cover = (
    <PacketCover
      sender={snap.accountInfo}
      senderLoading={snap.status.records === 'idle' || snap.status.records === 'loading'}
      greeting={DEFAULT_GREETING}
      // Still turning while the opened packet's chunk arrives after the answer.
      turning={awaitingSession || snap.status.open === 'loading' || outcome !== undefined}
      failure={snap.status.open === 'error' ? snap.errors.open?.message : undefined}
      // Once answered, a tap on the still-turning coin only asks for the screen again: the packet is opened.
      onOpen={() => (outcome ? loadOpened() : void open())}
    />
  )
  if (!outcome) return cover
  // The answer is here but not the screen that shows it: a chunk that failed goes to the route's error boundary.
  if (!opened.screen) {
    if (opened.failure) throw opened.failure
    return cover
  }
  const OpenedPacket = opened.screen
  return <OpenedPacket snap={snap} outcome={outcome} onRetryRecords={reloadRecords} />
}
