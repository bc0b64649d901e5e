import type { MockState } from '../createMockState.ts'
import type { MockUser } from '../createMockUser.ts'

/**
 * One scenario of the simulator: a kind of user a branch of a page needs (a minor, an unverified account, a
 * low balance...). A scenario session (`scenarioSession`) names it, and the simulator seeds a fresh user with
 * it on the session's first request.
 */
export interface MockScenario {
  /** One line in Chinese for the dev index page (apps/web/src/dev/DevScenarioLinks.tsx): who this user is. */
  description: string
  /** The page the dev index opens as this user, e.g. `/redpacket/send`. */
  path: string
  /**
   * Turns the fresh user (`createMockUser`'s starting data) into this scenario's user. It may also add to the
   * shared world (`state.packets`), under ids of its own.
   */
  seed(user: MockUser, state: MockState): void
}

/**
 * A family's scenarios, by name: lower-case letters, digits and dashes, starting with a letter (the name sits
 * in the token, `scn.<name>.<suffix>`), unique across families (the registry refuses a name twice).
 */
export type ScenarioTable = Readonly<Record<string, MockScenario>>
