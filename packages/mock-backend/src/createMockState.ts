import { createMockUser, type MockUser } from './createMockUser.ts'
import { MOCK_PACKETS, MOCK_USER } from './fixtures.ts'
import { MOCK_ERRNO } from './errnos.ts'
import { mockAvatar } from './mockAvatar.ts'
import { createIdentityWorld, type IdentityWorld } from './identity/identityWorld.ts'
import { createRechargeWorld, type RechargeWorld } from './recharge/rechargeWorld.ts'
import { createMallWorld, type MallWorld } from './mall/mallRecord.ts'

type Failure = { errno: number; errmsg: string }

export interface MockOpenRecord {
  nickName: string
  avatar: string
  openID: string
  fen: number
  /** Unix ms. */
  time: number
}

export interface MockPacket {
  id: string
  sender: { nickName: string; avatar: string; openID: string }
  greeting: string
  totalFen: number
  count: number
  /** Shares not yet taken, in fen, taken from the front. */
  shares: number[]
  records: MockOpenRecord[]
  /** Unix ms; opening after this answers 8348201. */
  expireAt: number
  /** A fixed answer for every open (state 2, server error), whatever the shares. */
  fixed?: Failure & { status: number }
  /** Unix ms. */
  createdAt: number
}

/** Who opens or sends a packet: what its records show. */
type Person = { nickName: string; avatar: string; openID: string }

/**
 * The simulator's whole world: its users (MOCK_USER from the start, scenario users from their first request)
 * and every packet.
 */
export interface MockState {
  now: () => number
  packets: Map<string, MockPacket>
  /** Every user by accessToken (`findUser` looks them up by token pair). */
  users: Map<string, MockUser>
  /** The next packet or order number. */
  nextId: number
  /** The next scenario user's userID. */
  nextUserID: number
  /** The identity family's records, SMS codes and uploads (identity/identityWorld.ts). */
  identity: IdentityWorld
  /** The recharge family's orders (recharge/rechargeWorld.ts). */
  recharge: RechargeWorld
  /** The pretty numbers sold (mall/mallRecord.ts). */
  mall: MallWorld
}

export interface MockStateOptions {
  /** The clock, for deterministic times in tests. */
  now?: () => number
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

const SENDER = { nickName: '星河主播', avatar: mockAvatar('星河主播'), openID: 'open-anchor' }
const OPENERS = ['晚风', '小橘子', '阿狸不吃鱼', '柠檬汽水', '夏天的风', '糖糖', '大白兔', '追光者']

/**
 * A fresh in-memory world. Each call starts from the same data, so each test (and each server) starts clean.
 * Packet ids of the scenarios in MOCK_PACKETS also work with any suffix (`rp_openable_42`): the first touch
 * creates a fresh packet of that scenario, so parallel e2e tests never share one.
 */
export function createMockState(options: MockStateOptions = {}): MockState {
  const now = options.now ?? Date.now
  const state: MockState = { now, packets: new Map(), users: new Map(), nextId: 1, nextUserID: 20001, identity: createIdentityWorld(), recharge: createRechargeWorld(now()), mall: createMallWorld() }
  const user = createMockUser({ ...MOCK_USER })
  state.users.set(user.accessToken, user)
  // MOCK_USER's history: three packets sent earlier, partly opened.
  const history: Array<[number, number, number, string, number]> = [
    [1000, 5, 5, '恭喜发财，大吉大利', 3 * DAY],
    [2000, 10, 4, '周末快乐', DAY],
    [520, 2, 0, '一点心意', 2 * 60 * MINUTE],
  ]
  for (const [totalFen, count, opened, greeting, age] of history) {
    const packet = createPacket(state, {
      id: `rp_sent_${state.nextId++}`,
      sender: { nickName: user.nickName, avatar: user.avatar, openID: user.openID },
      greeting,
      totalFen,
      count,
      createdAt: now() - age,
    })
    for (let i = 0; i < opened; i++) takeShare(packet, opener(i), packet.createdAt + (i + 1) * MINUTE)
    state.packets.set(packet.id, packet)
    user.sent.unshift(packet.id)
  }
  return state
}

/**
 * MOCK_USER's state: the user of requests that carry no tokens (the three red-packet GETs of docs/openapi.yaml
 * name no user; the real backend's way is an open question there).
 */
export function defaultUser(state: MockState): MockUser {
  return state.users.get(MOCK_USER.accessToken)!
}

/**
 * The packet with this id, creating scenario packets (MOCK_PACKETS ids, with or without a suffix) on demand;
 * `viewer` is who asks (the `alreadyOpened` packet is one they opened), MOCK_USER when the request names nobody.
 */
export function findPacket(state: MockState, id: string, viewer: Person = defaultUser(state)): MockPacket | undefined {
  const existing = state.packets.get(id)
  if (existing) return existing
  const scenario = (Object.keys(MOCK_PACKETS) as Array<keyof typeof MOCK_PACKETS>).find(
    (key) => id === MOCK_PACKETS[key] || id.startsWith(`${MOCK_PACKETS[key]}_`),
  )
  if (!scenario) return undefined
  const packet = scenarioPacket(state, id, scenario, viewer)
  state.packets.set(id, packet)
  return packet
}

function scenarioPacket(state: MockState, id: string, scenario: keyof typeof MOCK_PACKETS, viewer: Person): MockPacket {
  const createdAt = state.now() - 30 * MINUTE
  const packet = createPacket(state, { id, sender: SENDER, greeting: '感谢大家的支持！', totalFen: 2000, count: 8, createdAt })
  // Four fans opened it already; the next share, the 1.88 a demo open shows, is the viewer's.
  packet.shares = [300, 212, 250, 350, 188, 200, 250, 250]
  // The n-th opener (from 0) took a share 3 minutes after the one before.
  const openedAt = (n: number) => createdAt + (n + 1) * 3 * MINUTE
  for (let i = 0; i < 4; i++) takeShare(packet, opener(i), openedAt(i))
  switch (scenario) {
    case 'expired':
      packet.expireAt = state.now() - MINUTE
      break
    case 'state1':
      // Every share gone, each a few minutes after the last: all of it in the past, like a real finished packet.
      while (packet.shares.length > 0) {
        const index = packet.records.length
        takeShare(packet, opener(index), openedAt(index))
      }
      break
    case 'alreadyOpened':
      takeShare(packet, viewer, createdAt + 20 * MINUTE)
      break
    case 'state2':
      packet.fixed = { ...MOCK_ERRNO.state2, status: 200 }
      break
    case 'serverError':
      packet.fixed = { ...MOCK_ERRNO.server, status: 500 }
      break
    case 'openable':
      break
  }
  return packet
}

export function createPacket(
  state: MockState,
  init: Pick<MockPacket, 'id' | 'sender' | 'greeting' | 'totalFen' | 'count' | 'createdAt'>,
): MockPacket {
  // Equal shares, the remainder on the last, so sums are exact and tests are deterministic.
  const share = Math.floor(init.totalFen / init.count)
  const shares = Array.from({ length: init.count }, () => share)
  shares[init.count - 1]! += init.totalFen - share * init.count
  return { ...init, shares, records: [], expireAt: init.createdAt + DAY }
}

/** Gives the next share to `who`; returns the fen taken. */
export function takeShare(packet: MockPacket, who: Person, time: number): number {
  const fen = packet.shares.shift() ?? 0
  packet.records.push({ nickName: who.nickName, avatar: who.avatar, openID: who.openID, fen, time })
  return fen
}

function opener(index: number) {
  const nickName = OPENERS[index % OPENERS.length]!
  // Every fourth opener has no avatar, so the app's fallback avatar is exercised too.
  return { nickName, avatar: index % 4 === 3 ? '' : mockAvatar(nickName), openID: `open-fan-${index}` }
}
