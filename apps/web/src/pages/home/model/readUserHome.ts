import { readCount, readFields, readImageUrl, readText, type HomeBadge, type UserHome } from '@h5/api'

const isUserID = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1

/** A badge the page can show (a level and a name), or null. */
function readBadge(value: unknown): HomeBadge | null {
  const fields = readFields(value)
  const name = readText(fields?.name).trim()
  return fields && Number.isSafeInteger(fields.level) && name ? { level: fields.level as number, name } : null
}

/** Each entry of `value` that `read` makes sense of, at most `max`. */
function readList<T>(value: unknown, max: number, read: (fields: Record<string, unknown>) => T | null): T[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const fields = readFields(entry)
    const item = fields && read(fields)
    return item ? [item] : []
  }).slice(0, max)
}

/**
 * The server's `getUserHome` answer as the page draws it, or null when it names no user (an answer of the
 * wrong shape). Pictures only through `readImageUrl` (else the page's placeholder), counts whole and not
 * negative, lists with their unreadable rows left out and at most the document's lengths, the shown ID the
 * account ID when the answer's is not digits.
 *
 * @example
 * const home = readUserHome(answer.data)
 * if (!home) throw badDataError()
 */
export function readUserHome(value: unknown): UserHome | null {
  const data = readFields(value)
  const profile = readFields(data?.profile)
  if (!data || !profile || !isUserID(profile.userID)) return null
  const shownID = readText(profile.shownID)
  const pretty = /^[0-9]{1,16}$/.test(shownID)
  const viewer = readFields(data.viewer)
  const signature = readText(profile.signature).trim()
  return {
    profile: {
      userID: profile.userID,
      nickName: readText(profile.nickName),
      avatar: readImageUrl(profile.avatar),
      shownID: pretty ? shownID : String(profile.userID),
      prettyNumber: pretty && profile.prettyNumber === true,
      ...(signature ? { signature } : {}),
    },
    vip: readBadge(data.vip),
    wealth: readBadge(data.wealth),
    followers: readCount(data.followers),
    following: readCount(data.following),
    viewer: viewer ? { self: viewer.self === true, following: viewer.self !== true && viewer.following === true } : null,
    guards: readList(data.guards, 3, (guard) =>
      isUserID(guard.userID) ? { userID: guard.userID, nickName: readText(guard.nickName), avatar: readImageUrl(guard.avatar), levelName: readText(guard.levelName) } : null,
    ),
    guardCount: readCount(data.guardCount),
    gifts: readList(data.gifts, 100, (gift) => {
      const giftID = readText(gift.giftID)
      return giftID ? { giftID, name: readText(gift.name), icon: readImageUrl(gift.icon), count: readCount(gift.count) } : null
    }),
    works: readList(data.works, 20, (work) => {
      const workID = readText(work.workID)
      return workID ? { workID, title: readText(work.title), cover: readImageUrl(work.cover), plays: readCount(work.plays) } : null
    }),
    workCount: readCount(data.workCount),
  }
}
