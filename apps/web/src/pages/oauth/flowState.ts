/**
 * What one real-name page hands the next in the navigation state (never the address): no personal data, only
 * the ticket and the outcome.
 */

/** /oauth/v2/quick -> /oauth/v2/living: the certify ticket for native's faceVerify. */
export interface LivingState {
  certifyID: string
}

/** /oauth/v2/living -> /oauth/v2/quickResult: how the face check ended. */
export type QuickResultState = { outcome: 'passed' } | { outcome: 'failed'; message: string }
