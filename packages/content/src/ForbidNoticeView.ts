/**
 * Where a banned user appeals inside the app (docs/openapi.yaml `ForbidNotice.appeal`): the appeal page, which
 * the page opens with its own URL checks, or a chat with the customer-service account, which native opens.
 */
export type ForbidAppeal =
  | { kind: 'page'; /** An absolute http(s) address. */ url: string }
  | { kind: 'conversation'; userID: number; /** The account's name, or null when the server gave none. */ nickName: string | null }

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
  /** The appeal's channel in the app; null when there is no appeal or the server named none (the page gives the steps). */
  appeal: ForbidAppeal | null
}
