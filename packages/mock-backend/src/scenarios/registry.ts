import { ACCOUNT_SCENARIOS } from './account.ts'
import { ACTIVITY_SCENARIOS } from './activity.ts'
import { BENEFIT_SCENARIOS } from './benefit.ts'
import { GUILD_SCENARIOS } from './guild.ts'
import { IDENTITY_SCENARIOS } from './identity.ts'
import { MALL_SCENARIOS } from './mall.ts'
import { CONTENT_SCENARIOS } from './content.ts'
import { RECHARGE_SCENARIOS } from './recharge.ts'
import { SOCIAL_SCENARIOS } from './social.ts'
import type { MockScenario, ScenarioTable } from './MockScenario.ts'

/**
 * Every family's scenario table, listed once. A family adds its file (src/scenarios/<family>.ts, exporting a
 * `satisfies ScenarioTable` object like account.ts) and one entry here; its names then work in
 * `scenarioSession`, in the simulator and on the dev index page.
 */
const FAMILY_TABLES = [ACCOUNT_SCENARIOS, IDENTITY_SCENARIOS, CONTENT_SCENARIOS, BENEFIT_SCENARIOS, RECHARGE_SCENARIOS, MALL_SCENARIOS, GUILD_SCENARIOS, SOCIAL_SCENARIOS, ACTIVITY_SCENARIOS] as const

/** Each table's own keys (a union's `keyof` would keep only the keys every table shares). */
type NamesOf<T> = T extends unknown ? keyof T & string : never

/** The name of a registered scenario, e.g. `'minor'`. */
export type ScenarioName = NamesOf<(typeof FAMILY_TABLES)[number]>

/** What a scenario name may be: it sits between the dots of the token (`scn.<name>.<suffix>`). */
const SCENARIO_NAME = /^[a-z][a-z0-9-]*$/

/**
 * Merges the tables into one, refusing a malformed name or a name two families both use (an object spread
 * would silently keep the last one).
 */
export function mergeScenarioTables(tables: readonly ScenarioTable[]): Readonly<Record<string, MockScenario>> {
  const merged: Record<string, MockScenario> = {}
  for (const table of tables) {
    for (const [name, scenario] of Object.entries(table)) {
      if (!SCENARIO_NAME.test(name)) throw new Error(`scenario name ${JSON.stringify(name)} must match ${SCENARIO_NAME}`)
      if (Object.hasOwn(merged, name)) throw new Error(`scenario ${name} is registered twice`)
      merged[name] = scenario
    }
  }
  return merged
}

/**
 * Every registered scenario by name, in registration order (the dev index lists them in this order).
 *
 * @example
 * SCENARIOS.minor.description // '未成年账号（实名认证为未成年人）：…'
 */
export const SCENARIOS = mergeScenarioTables(FAMILY_TABLES) as Readonly<Record<ScenarioName, MockScenario>>

/** The scenario of this name, or undefined (own keys only: `toString` is no scenario). */
export function findScenario(name: string): MockScenario | undefined {
  return Object.hasOwn(SCENARIOS, name) ? SCENARIOS[name as ScenarioName] : undefined
}
