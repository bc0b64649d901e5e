import { CHANNEL, INVITE_CODE, PAGE_PATH, ROOM_ID, type OpenAppCodes, type OpenAppTarget } from './openAppTarget'

/**
 * The target as query parameters: `room` or `page`, then `inviteCode` and `channel` when set. The app's link, the
 * universal link and the download page all carry the target in this one form, so the download page (and the app,
 * docs/native-contract.md "Opening the app from a web page") read back what the landing page was asked to open.
 *
 * @example openAppQuery({ kind: 'room', roomId: '10086', channel: 'dx' }).toString() // 'room=10086&channel=dx'
 */
export function openAppQuery(target: OpenAppTarget): URLSearchParams {
  const query = new URLSearchParams()
  if (target.kind === 'room') query.set('room', target.roomId)
  else query.set('page', target.path)
  if (target.inviteCode) query.set('inviteCode', target.inviteCode)
  if (target.channel) query.set('channel', target.channel)
  return query
}

/**
 * The target a page's address carries (the download page after the detour, a landing page), checked before use:
 * a room id of digits, a path of this app, an invitation code of letters and digits, a channel of letters, digits,
 * `_` and `-`. A value that fails is dropped, never passed on; without a valid room or page there is no target,
 * only the codes (`codes`), which still travel to the download.
 *
 * @example readOpenAppTarget(new URLSearchParams('room=10086&inviteCode=AB12CD')) // { target: { kind: 'room', … }, codes: { inviteCode: 'AB12CD' } }
 */
export function readOpenAppTarget(query: URLSearchParams): { target: OpenAppTarget | null; codes: OpenAppCodes } {
  const codes: OpenAppCodes = {}
  const inviteCode = query.get('inviteCode')
  const channel = query.get('channel')
  if (inviteCode !== null && INVITE_CODE.test(inviteCode)) codes.inviteCode = inviteCode
  if (channel !== null && CHANNEL.test(channel)) codes.channel = channel
  const room = query.get('room')
  const page = query.get('page')
  if (room !== null && ROOM_ID.test(room)) return { target: { kind: 'room', roomId: room, ...codes }, codes }
  if (page !== null && PAGE_PATH.test(page)) return { target: { kind: 'page', path: page, ...codes }, codes }
  return { target: null, codes }
}
