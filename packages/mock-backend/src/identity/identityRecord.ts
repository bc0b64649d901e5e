/**
 * One user's identity on the simulated backend (issue 16): real-name status, the bound phone, SMS codes sent,
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
  /** Certify tickets by id. */
  tickets: Map<string, { realName: string; idNumber: string; issuedAt: number; used: boolean }>
  nextTicket: number
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

/** A new user: not verified, phone 138 0013 8000 bound, 3 face checks a day, faceVerify from app 6.0.0. */
export function createIdentityRecord(): IdentityRecord {
  return {
    status: 'none',
    phone: { countryCode: '+86', number: '13800138000' },
    quickAttemptsPerDay: 3,
    quickAttemptsUsed: 0,
    faceVerifyMinAppVersion: '6.0.0',
    faceMatches: true,
    tickets: new Map(),
    nextTicket: 1,
    cancellation: { pendingWithdrawal: false, guildOwner: false, openOrders: false, coolingOffDays: 15 },
  }
}
