/**
 * What a page outside the app asks the app to open, and the codes that travel with it (docs/architecture.md,
 * "Opening the app from a web page"): a voice room by its id, or a page of this app by its path. The invitation
 * code and the channel (a campaign landing, a text message, a KOL) ride along through the store or the download,
 * so the app can credit the invitation and the campaign once it is installed.
 *
 * @example
 * const target: OpenAppTarget = { kind: 'room', roomId: '10086', inviteCode: 'AB12CD', channel: 'dx' }
 * const page: OpenAppTarget = { kind: 'page', path: '/pullnew/accept' }
 */
export type OpenAppTarget = (
  | {
      kind: 'room'
      /** The room's id, digits (`ROOM_ID`). */
      roomId: string
    }
  | {
      kind: 'page'
      /** A page of this app: a path of its own origin with its query, `/pullnew/accept?id=1` (`PAGE_PATH`). */
      path: string
    }
) &
  OpenAppCodes

/** The campaign and invitation codes that travel with a target. */
export interface OpenAppCodes {
  /** The inviter's code (`INVITE_CODE`): letters and digits. */
  inviteCode?: string
  /** Where the visit came from (`CHANNEL`): a landing's id, `dx` for a text message, a KOL's name. */
  channel?: string
}

/** A room id: digits, as the server numbers rooms. */
export const ROOM_ID = /^\d{1,20}$/
/** An invitation code: letters and digits; case does not matter (the server compares it in upper case). */
export const INVITE_CODE = /^[A-Za-z0-9]{4,16}$/
/** A channel: letters, digits, `_` and `-`. */
export const CHANNEL = /^[A-Za-z0-9_-]{1,32}$/
/**
 * A path of this app: one leading `/`, never `//` or a backslash (another host once the browser reads it), no
 * blank or control character.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
export const PAGE_PATH = /^\/(?![/\\])[^\\\u0000-\u0020]{0,500}$/
