/**
 * The shape of a contract scenario (contractScenarios.ts and each family's file of them): its own module, so the
 * families' files and the list that spreads them need not import each other.
 */

/** A request as the page sends it: a JSON body for a POST, query parameters for a GET. */
export interface Call {
  operationId: string
  /** The JSON body or query; a string is sent as is, as a form body that is not JSON. */
  payload?: Record<string, unknown> | string
}

export interface Scenario extends Call {
  name: string
  /** Calls made first, in order (claim the reward once, spend the diamonds). */
  before?: Call[]
  expected: { status: number; errno: number }
}
