/**
 * The largest upload a policy allows, in bytes: its `content-length-range` condition (docs/openapi.yaml,
 * PolicyToken.policy). Null when the policy cannot be read or names no range (the store still checks).
 *
 * @example
 * readPolicyLimit(btoa(JSON.stringify({ conditions: [['content-length-range', 1, 5242880]] }))) // 5242880
 */
export function readPolicyLimit(policy: string): number | null {
  try {
    const document = JSON.parse(atob(policy)) as { conditions?: unknown }
    if (!Array.isArray(document.conditions)) return null
    for (const condition of document.conditions) {
      if (Array.isArray(condition) && condition[0] === 'content-length-range' && typeof condition[2] === 'number') return condition[2]
    }
    return null
  } catch {
    return null
  }
}
