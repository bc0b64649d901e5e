/**
 * One user's part of the simulated social graph (docs/openapi.yaml tag `social`): whom they follow, how many
 * follows the server allows them, and how the fixtures' home pages look to them. Scenarios (scenarios/social.ts)
 * seed these fields.
 */
export interface SocialRecord {
  /** The userIDs this user follows. */
  following: Set<number>
  /** How many users this user may follow (8320004 past it). */
  followLimit: number
  /** How the fixtures' pages read: as they are, or with very long names and huge counts. */
  look: 'default' | 'huge'
}

export const createSocialRecord = (): SocialRecord => ({ following: new Set(), followLimit: 2000, look: 'default' })
