import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { deferred } from '../../platform/deferred'
import { getQueryParam } from '../../platform/getQueryParam'

/** What a packet's share link says: `?redpacketID=…&channel=…`, as given (checked by the page). */
export interface PacketLink {
  redpacketID: string | null
  channel: string
}

/**
 * The packet link of /redpacket/open, read from the address once the page is on screen, not while it renders:
 * the first render (the closed packet with placeholders) is then the same for every visit, so the build
 * prerenders it and it paints before any JS (apps/web/prerender). Returns the link once read
 * (`undefined` before) and a promise of the first reading, for a tap that comes before it (one the prerendered
 * page held until the app took over).
 *
 * @example
 * const { link, linkRead } = usePacketLink()
 * const onOpen = async () => openPacket(state, redPacketApi, { ...(link ?? (await linkRead)), ...tokens })
 */
export function usePacketLink(): { link: PacketLink | undefined; linkRead: Promise<PacketLink> } {
  const { search } = useLocation()
  const [link, setLink] = useState<PacketLink>()
  const [read] = useState(() => deferred<PacketLink>())

  useEffect(() => {
    // The router's search, not window.location's: it is the address this render is for.
    const next = { redpacketID: getQueryParam('redpacketID', search), channel: getQueryParam('channel', search) ?? '' }
    setLink(next)
    read.resolve(next)
  }, [search, read])

  return { link, linkRead: read.promise }
}
