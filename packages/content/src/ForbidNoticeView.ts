import type { ServiceChannel } from './ServiceChannel'

/**
 * Where a banned user appeals inside the app (docs/openapi.yaml `ForbidNotice.appeal`): a customer-service
 * channel, the appeal page or a chat with the service account.
 */
export type ForbidAppeal = ServiceChannel

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
