/** A ban notice as the page shows it (GET /v1/content/forbid, read by loadForbidNotice.ts). */
export interface ForbidNoticeView {
  scope: 'account' | 'room'
  /** The room's name, for a room. */
  roomName: string | null
  reason: string
  /** Unix ms. */
  startAt: number
  /** Unix ms; null: permanent. */
  endAt: number | null
  /** Unix ms of the last moment an appeal is taken; null: no appeal. */
  appealUntil: number | null
}
