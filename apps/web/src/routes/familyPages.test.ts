import { describe, expect, it } from 'vitest'
import { familyPages, loadFamilyPage } from './familyPages'
import { routeTable } from './routeTable'

/** The ready routes of the table, by family. */
function readyPathsByFamily(): Map<string, string[]> {
  const byFamily = new Map<string, string[]>()
  for (const { family, path, status } of routeTable) {
    if (status === 'ready') byFamily.set(family, [...(byFamily.get(family) ?? []), path])
  }
  return byFamily
}

describe('familyPages', () => {
  it('has a page list for exactly the families with a ready route', () => {
    const listed = Object.entries(familyPages)
      .filter(([, list]) => list !== undefined)
      .map(([family]) => family)
    expect(listed.sort()).toEqual([...readyPathsByFamily().keys()].sort())
  })

  it.each([...readyPathsByFamily()])("lists the %s family's ready routes, and no others", async (family, paths) => {
    const { pages } = await familyPages[family]!()
    expect(Object.keys(pages).sort()).toEqual([...paths].sort())
  })

  it('loads a ready route through its family', async () => {
    const page = await loadFamilyPage('redpacket', '/redpacket/open')
    expect(page.default).toBeTypeOf('function')
  })

  it('rejects a path its family does not list, and a family without a list, naming them', async () => {
    await expect(loadFamilyPage('redpacket', '/redpacket/nowhere')).rejects.toThrow('pages/redpacket/redpacketPages.ts has no page for /redpacket/nowhere')
    await expect(loadFamilyPage('520x', '/520x')).rejects.toThrow('no page list for the family 520x')
  })
})
