/**
 * What one real-name page hands the next in the navigation state (never the address): no personal data, only
 * the outcome.
 */

/** /oauth/v2/quick -> /oauth/v2/quickResult: how the face check ended. */
export type QuickResultState = { outcome: 'passed' } | { outcome: 'failed'; message: string }
