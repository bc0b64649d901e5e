/**
 * One user's part of the simulated activities (docs/openapi.yaml tag `activity`): the base time their events'
 * windows count from, the windows a scenario moved, their points per board, whether their name is hidden, their
 * tickets, the draws' counters and records, teen mode as the server knows it, and their tasks. Scenarios
 * (scenarios/activity.ts) seed these fields; the 钻石 balance is `MockUser.diamonds`.
 */
export interface ActivityRecord {
  /** The time the catalogue's windows count from: set by a scenario's seed or the first activity request. */
  base: number | null
  /** Event windows a scenario set, in absolute unix ms, by eventID. */
  windows: Map<string, { startsAt: number; endsAt: number; settledAt: number | null; rewardedAt: number | null }>
  /** My points on each board (every period of it); absent: none, not ranked. */
  points: Map<string, number>
  /** My name is hidden from rankings. */
  hidden: boolean
  /** Tickets by drawID (the draws that cost tickets). */
  tickets: Map<string, number>
  /** Draws since the last guaranteed prize, by drawID. */
  guaranteeCount: Map<string, number>
  /** Draws made on a server day, by `<drawID>:<day>`. */
  drawsOnDay: Map<string, number>
  /** My draws, newest first. */
  records: { drawID: string; recordID: string; drawnAt: number; count: 1 | 10; cost: number; currency: 'diamond' | 'ticket'; prizes: { prizeID: string; name: string; guaranteed: boolean }[] }[]
  /** Draws whose price and pool the server changed after this user's page loaded: the old version until a draw at it is refused. */
  poolChanged: Set<string>
  /** Draws whose new version this user was shown. */
  poolSeen: Set<string>
  /** Teen mode on, as the server knows it (8340004). */
  teenMode: boolean
  /** Task progress and claims by `<eventID>:<taskID>`, over the catalogue's starting values. */
  tasks: Map<string, { progress: number; claimed: boolean }>
  lastId: number
}

export function createActivityRecord(): ActivityRecord {
  return {
    base: null,
    windows: new Map(),
    points: new Map(),
    hidden: false,
    tickets: new Map([['draw_dart', 12]]),
    guaranteeCount: new Map(),
    drawsOnDay: new Map(),
    records: [],
    poolChanged: new Set(),
    poolSeen: new Set(),
    teenMode: false,
    tasks: new Map(),
    lastId: 0,
  }
}
