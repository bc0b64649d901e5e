import { MOCK_AGREEMENT_VERSIONS } from './contentFixtures.ts'

export type AgreementKey = keyof typeof MOCK_AGREEMENT_VERSIONS

/** The content family's part of one simulated user (`MockUser.content`): their side of the agreements. */
export interface MockUserContent {
  /** The agreement versions this user has accepted. */
  accepted: Record<AgreementKey, string>
  /**
   * The versions the server had published when this user's page loaded, where they are older than
   * MOCK_AGREEMENT_VERSIONS; none by default. The next accept publishes the current ones (they disappear from
   * here) and is refused with errno 8370301, as when a version is published between the page's list and the tap.
   */
  published: Partial<Record<AgreementKey, { version: string; changes: string[] }>>
  /**
   * The next accept is refused with errno 8370301 although no version changed (a server that answered from stale
   * data); the accept after it goes through.
   */
  refuseNextAccept: boolean
}

/**
 * Every user's starting point (MOCK_USER's too): the recharge agreement accepted in its current version, the user
 * agreement and privacy policy in older ones, so both are pending. A scenario (src/scenarios/content.ts) changes it.
 *
 * @example
 * const content = createUserContent()
 * content.accepted.user // '2.1': older than MOCK_AGREEMENT_VERSIONS.user, so pending
 */
export function createUserContent(): MockUserContent {
  return {
    accepted: { user: '2.1', privacy: '2.3', recharge: MOCK_AGREEMENT_VERSIONS.recharge },
    published: {},
    refuseNextAccept: false,
  }
}
