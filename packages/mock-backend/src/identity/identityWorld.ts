import { createIdentityRecord, type IdentityRecord } from './identityRecord.ts'
import type { IssuedCaptcha } from './mockCaptcha.ts'

/** A code the simulated gateway sent: to one number, for one use. */
export interface SentCode {
  code: string
  sentAt: number
  used: boolean
}

/**
 * The identity family's part of the simulator's world: each user's record (by access token), the codes sent
 * (by use and number), each number's sends today, the simulated object store's keys and the login captchas.
 */
export interface IdentityWorld {
  records: Map<string, IdentityRecord>
  codes: Map<string, SentCode>
  sends: Map<string, { day: number; count: number; lastAt: number }>
  /** Object keys the simulated object store holds (mockObjectStore.ts). */
  objects: Set<string>
  /** The login send's captcha challenges by id (mockCaptcha.ts). */
  captchas: Map<string, IssuedCaptcha>
}

export function createIdentityWorld(): IdentityWorld {
  return { records: new Map(), codes: new Map(), sends: new Map(), objects: new Set(), captchas: new Map() }
}

/** The user's record, created on first use. */
export function identityOf(world: IdentityWorld, accessToken: string): IdentityRecord {
  let record = world.records.get(accessToken)
  if (!record) world.records.set(accessToken, (record = createIdentityRecord(world.records.size)))
  return record
}
