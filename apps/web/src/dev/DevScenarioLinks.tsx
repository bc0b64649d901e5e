import { MOCK_PACKETS, scenarioSession, SCENARIOS, type ScenarioName } from '@h5/mock-backend'
import { useState } from 'react'
import { NavList, type NavItem } from '../pages/index/NavList'
import { contentLinks } from './contentLinks'
import { scenarioAddress } from './scenarioAddress'
import { DEV_TEEN_PIN } from './teenScenarios'

/** One row per red-packet scenario of the simulator; a new scenario without a row here is a type error. */
const PACKET_SCENARIOS: Record<keyof typeof MOCK_PACKETS, { label: string; note: string }> = {
  openable: { label: '可领取', note: '领取 1.88 元，再领提示已领取' },
  expired: { label: '已过期', note: 'errno 8348201' },
  state1: { label: '状态 1', note: 'errno 8348202，按成功处理' },
  alreadyOpened: { label: '已领取', note: 'errno 8348203' },
  state2: { label: '状态 2', note: 'errno 8348204，按成功处理' },
  serverError: { label: '服务器错误', note: 'HTTP 500' },
}

const packetLinks: NavItem[] = Object.entries(PACKET_SCENARIOS).map(([key, { label, note }]) => ({
  to: `/redpacket/open?redpacketID=${MOCK_PACKETS[key as keyof typeof MOCK_PACKETS]}`,
  label,
  note,
}))

/**
 * One row per scenario of the simulator's registry (packages/mock-backend/src/scenarios/registry.ts), so a
 * registered scenario always has its row: its page, opened as a fresh user of that scenario. A page load each,
 * so the session service claims the tokens from the address; the suffixes are new each time the index page
 * shows, and kept while it stays.
 */
function userScenarioLinks(): NavItem[] {
  return (Object.keys(SCENARIOS) as ScenarioName[]).map((name) => ({
    to: scenarioAddress(SCENARIOS[name].path, scenarioSession(name)),
    reload: true,
    label: name,
    note: SCENARIOS[name].description,
  }))
}

// A page load each: the `?teen=` scenario seeds the fake native when the app starts (teenScenarios.ts).
const teenLinks: NavItem[] = [
  { to: '/teenager?teen=off', reload: true, label: '开启青少年模式', note: '未开启：选择年龄段、设置并确认密码' },
  { to: '/teenager?teen=on', reload: true, label: '关闭或修改密码', note: `已开启，监护密码 ${DEV_TEEN_PIN}` },
  { to: '/teenager/nav?teen=limit', reload: true, label: '时长用尽', note: '8至16岁已用 60 分钟，进入使用受限页' },
  { to: '/teenager/nav?teen=curfew', reload: true, label: '夜间休息', note: '时钟固定在 22:30，进入使用受限页' },
  { to: '/teenager/input?teen=on', reload: true, label: '监护人验证', note: '受限功能前原生打开的密码页' },
]

const toolLinks: NavItem[] = [{ to: '/test/comp', label: '组件示例', note: '共用组件一览' }]

const bridgeLinks: NavItem[] = [
  { to: '/test/bridge', label: 'iOS App 内', note: '模拟 iOS 原生' },
  { to: '/test/bridge?native=android', label: 'Android App 内', note: '模拟 Android 原生' },
  { to: '/test/bridge?native=off', label: 'App 外', note: '浏览器里的网页兜底' },
]

/**
 * The index page's dev-only part (docs/architecture.md, "The simulator"): every mock scenario one tap away. Imported by IndexPage only
 * behind `import.meta.env.DEV`, so neither this file nor the mock data reaches the production bundle.
 */
export default function DevScenarioLinks() {
  const [userLinks] = useState(userScenarioLinks)
  return (
    <>
      <NavList title="开发：红包场景（模拟后端）" items={packetLinks} />
      <NavList title="开发：模拟用户（场景会话）" items={userLinks} />
      <NavList title="开发：内容（规则与封禁通知）" items={contentLinks} />
      <NavList title="开发：青少年模式" items={teenLinks} />
      <NavList title="开发：原生桥" items={bridgeLinks} />
      <NavList title="开发：工具" items={toolLinks} />
    </>
  )
}
