/**
 * One user's identity on the simulated backend: real-name status, the bound phone, SMS codes sent,
 * face-check tickets, browser uploads of the `realname` policy and the cancellation conditions. The identity
 * scenarios (identityScenarios.ts) start from {@link createIdentityRecord} and change it.
 */
export interface IdentityRecord {
  status: 'none' | 'reviewing' | 'verified' | 'rejected'
  method?: 'quick' | 'manual'
  /** The verified or submitted name and number: kept server-side only; the status answers them masked. */
  realName?: string
  idNumber?: string
  rejectReason?: string
  submittedAt?: number
  /** The bound phone. */
  phone: { countryCode: string; number: string }
  quickAttemptsPerDay: number
  quickAttemptsUsed: number
  /** Older apps are offered manual review only. */
  faceVerifyMinAppVersion: string
  /** What the simulated liveness service answers for this user's face. */
  faceMatches: boolean
  /**
   * Face-check tickets by id: a real-name check (the name and number typed), or a check proving the owner of
   * the bound phone (the verified document's).
   */
  tickets: Map<string, { purpose: 'realname' | 'phoneOwner'; realName: string; idNumber: string; issuedAt: number; used: boolean }>
  nextTicket: number
  /** Proofs that the user holds the bound phone (provePhoneOwner), by ticket: changePhone uses one. */
  phoneProofs: Map<string, { issuedAt: number; used: boolean }>
  /** The manual review for a lost number (/oauth/phone/mancheck), once asked for. */
  phoneReview?: {
    status: 'reviewing' | 'approved' | 'rejected'
    /** The new number asked for. */
    phone: { countryCode: string; number: string }
    submittedAt: number
    rejectReason?: string
  }
  cancellation: {
    pendingWithdrawal: boolean
    guildOwner: boolean
    openOrders: boolean
    /** Days between the submission and the account's end; logging in meanwhile withdraws it. */
    coolingOffDays: number
    /** Unix ms the submitted cancellation takes effect. */
    effectiveAt?: number
  }
}

/**
 * A new user: not verified, 3 face checks a day, faceVerify from app 6.0.0, and a bound phone of its own:
 * the middle digits are the user's place in the world (138 0000 8000, 138 0001 8000…). The
 * gateway limits sends per number (createIdentityHandlers.ts), so users sharing one number would hold back each
 * other's codes (parallel e2e tests); every one still reads 138****8000 on screen.
 *
 * @example
 * createIdentityRecord(1).phone.number // '13800018000'
 */
export function createIdentityRecord(index = 0): IdentityRecord {
  const middle = String(index % 10_000).padStart(4, '0')
  return {
    status: 'none',
    phone: { countryCode: '+86', number: `138${middle}8000` },
    quickAttemptsPerDay: 3,
    quickAttemptsUsed: 0,
    faceVerifyMinAppVersion: '6.0.0',
    faceMatches: true,
    tickets: new Map(),
    nextTicket: 1,
    phoneProofs: new Map(),
    cancellation: { pendingWithdrawal: false, guildOwner: false, openOrders: false, coolingOffDays: 15 },
  }
}
