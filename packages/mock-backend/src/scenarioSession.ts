import { findScenario, type ScenarioName } from './scenarios/registry.ts'

/** A token pair, as the pages send it. */
export interface ScenarioSession {
  accessToken: string
  openID: string
}

/** What a suffix may be: it makes the session, and so the user, unique. */
const SUFFIX = /^[A-Za-z0-9_-]{1,64}$/

let issued = 0

/** Unique enough across test files, workers and processes: the time, a counter and a random part. */
function uniqueSuffix(): string {
  issued += 1
  return `${Date.now().toString(36)}${issued.toString(36)}${Math.random().toString(36).slice(2, 8)}`
}

/**
 * A token pair the simulator reads as a session of a fresh user seeded by `scenario` (src/scenarios/): the
 * first request with it creates the user, later ones act for the same user. Each call has its own suffix, so
 * parallel tests never share a user. The format is:
 *
 * - accessToken `scn.<scenario>.<suffix>`
 * - openID `scn-open.<scenario>.<suffix>`
 *
 * where `<scenario>` is a registered name and `<suffix>` 1–64 of `A–Z a–z 0–9 _ -`. A pair whose scenario is
 * not registered, or whose two halves differ, is an expired session (errno 8304006) like any bad token.
 *
 * @example
 * const tokens = scenarioSession('minor') // { accessToken: 'scn.minor.m3k2a1x9f0', openID: 'scn-open.minor.m3k2a1x9f0' }
 * await api.sendPacket({ ...tokens, amount: '1.00', count: 1, greeting: '' }) // errno 8304101
 */
export function scenarioSession(scenario: ScenarioName, suffix: string = uniqueSuffix()): ScenarioSession {
  if (!findScenario(scenario)) throw new Error(`no scenario ${JSON.stringify(scenario)} is registered (src/scenarios/registry.ts)`)
  if (!SUFFIX.test(suffix)) throw new Error(`a scenario suffix must match ${SUFFIX}`)
  return { accessToken: `scn.${scenario}.${suffix}`, openID: `scn-open.${scenario}.${suffix}` }
}

/**
 * The scenario name and suffix of a scenario session's token pair, or null when the pair is not one (another
 * token, halves that differ, a malformed suffix). The name is not checked against the registry here.
 *
 * @example readScenarioSession('scn.minor.a1', 'scn-open.minor.a1') // { scenario: 'minor', suffix: 'a1' }
 */
export function readScenarioSession(accessToken: string, openID: string): { scenario: string; suffix: string } | null {
  const match = /^scn\.([a-z][a-z0-9-]*)\.(.+)$/.exec(accessToken)
  if (!match) return null
  const [, scenario, suffix] = match as unknown as [string, string, string]
  if (!SUFFIX.test(suffix) || openID !== `scn-open.${scenario}.${suffix}`) return null
  return { scenario, suffix }
}
