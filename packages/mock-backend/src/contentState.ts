import { MOCK_AGREEMENT_VERSIONS } from './contentFixtures.ts'

export type AgreementKey = keyof typeof MOCK_AGREEMENT_VERSIONS

/** The content family's part of the simulator's world. */
export interface MockContentState {
  /** The agreement versions MOCK_USER has accepted: the recharge agreement's current one, older ones of the others. */
  accepted: Record<AgreementKey, string>
}

/** MOCK_USER accepted the user agreement and privacy policy in an older version: both are pending. */
export function createContentState(): MockContentState {
  return { accepted: { user: '2.1', privacy: '2.3', recharge: MOCK_AGREEMENT_VERSIONS.recharge } }
}
