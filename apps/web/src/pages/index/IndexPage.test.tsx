import { MOCK_NOTICES, MOCK_PACKETS, MOCK_RULES, readScenarioSession, SCENARIOS } from '@h5/mock-backend'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { RouteTableContext } from '../../platform/RouteTableContext'
import { routeTable } from '../../routes/routeTable'
import IndexPage from './IndexPage'

/** As the router renders it: src/router.tsx provides the route table its links look up. */
function renderHome() {
  render(
    <MemoryRouter>
      <RouteTableContext value={routeTable}>
        <IndexPage />
      </RouteTableContext>
    </MemoryRouter>,
  )
}

describe('IndexPage', () => {
  it('links to the red-packet and teen-mode features', () => {
    renderHome()
    expect(screen.getByRole('heading', { level: 1, name: '功能导航' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /^发红包/ }).getAttribute('href')).toBe('/redpacket/send')
    expect(screen.getByRole('link', { name: /^青少年模式/ }).getAttribute('href')).toBe('/teenager')
  })

  it('lists no developer page among the features: those are dev-only links', () => {
    renderHome()
    const features = within(screen.getByRole('navigation', { name: '功能列表' }))
    const featureLinks = features
      .getAllByRole('link')
      .filter((link) => !link.closest('section')?.querySelector('h2')?.textContent?.startsWith('开发：'))
    expect(featureLinks.map((link) => link.getAttribute('href')).filter((href) => href!.startsWith('/test/'))).toEqual([])
  })

  it('never links to /redpacket/open without the packet id it needs', () => {
    renderHome()
    for (const link of screen.getAllByRole('link')) {
      const url = new URL(link.getAttribute('href')!, 'https://app.invalid')
      if (url.pathname === '/redpacket/open') expect(url.searchParams.get('redpacketID'), link.textContent!).toBeTruthy()
    }
  })

  it('marks each link whose page is still planned as 即将开放, and only those', () => {
    renderHome()
    const features = within(screen.getByRole('navigation', { name: '功能列表' }))
    for (const link of features.getAllByRole('link')) {
      const path = new URL(link.getAttribute('href')!, 'https://app.invalid').pathname
      const planned = routeTable.find((entry) => entry.path === path)?.status === 'planned'
      expect(link.textContent!.includes('即将开放'), path).toBe(planned)
    }
  })

  it('lists every mock red-packet scenario, every registered user scenario, every content id, the teen and bridge flows and the tools in dev', async () => {
    renderHome()
    const packets = within(await screen.findByRole('region', { name: '开发：红包场景（模拟后端）' }))
    const hrefs = packets.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual(Object.values(MOCK_PACKETS).map((id) => `/redpacket/open?redpacketID=${id}`))
    const users = within(screen.getByRole('region', { name: '开发：模拟用户（场景会话）' }))
    const userLinks = users.getAllByRole('link')
    expect(userLinks).toHaveLength(Object.keys(SCENARIOS).length)
    Object.entries(SCENARIOS).forEach(([name, scenario], index) => {
      const link = userLinks[index]!
      expect(link.textContent).toBe(`${name}${scenario.description}`)
      const url = new URL(link.getAttribute('href')!, 'https://app.invalid')
      expect(url.pathname).toBe(scenario.path)
      const session = readScenarioSession(url.searchParams.get('accessToken')!, url.searchParams.get('openID')!)
      expect(session?.scenario).toBe(name)
    })
    const content = within(screen.getByRole('region', { name: '开发：内容（规则与封禁通知）' }))
    expect(content.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      ...[MOCK_RULES.spring, MOCK_RULES.broken].map((id) => `/rule/dynamic/${id}`),
      `/${MOCK_RULES.override}`,
      `/rule/dynamic/${MOCK_RULES.missing}`,
      ...Object.values(MOCK_NOTICES).map((id) => `/banner/forbid?noticeID=${id}`),
    ])
    const teen = within(screen.getByRole('region', { name: '开发：青少年模式' }))
    expect(teen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/teenager?teen=off',
      '/teenager?teen=on',
      '/teenager/nav?teen=limit',
      '/teenager/nav?teen=curfew',
      '/teenager/input?teen=on',
    ])
    const bridge = within(screen.getByRole('region', { name: '开发：原生桥' }))
    expect(bridge.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/test/bridge',
      '/test/bridge?native=android',
      '/test/bridge?native=off',
    ])
    const tools = within(screen.getByRole('region', { name: '开发：工具' }))
    expect(tools.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/test/comp'])
  })
})
