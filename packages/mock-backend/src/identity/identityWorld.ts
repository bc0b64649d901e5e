import { createIdentityRecord, type IdentityRecord } from './identityRecord.ts'

/** A code the simulated gateway sent: to one number, for one use. */
export interface SentCode {
  code: string
  sentAt: number
  used: boolean
}

/**
 * The identity family's part of the simulator's world: each user's record (by access token), the codes sent
 * (by use and number), each number's sends today and the simulated object store's keys.
 */
export interface IdentityWorld {
  records: Map<string, IdentityRecord>
  codes: Map<string, SentCode>
  sends: Map<string, { day: number; count: number; lastAt: number }>
  /** Object keys the simulated object store holds (mockObjectStore.ts). */
  objects: Set<string>
}

export function createIdentityWorld(): IdentityWorld {
  return { records: new Map(), codes: new Map(), sends: new Map(), objects: new Set() }
}

/** The user's record, created on first use. */
export function identityOf(world: IdentityWorld, accessToken: string): IdentityRecord {
  let record = world.records.get(accessToken)
  if (!record) world.records.set(accessToken, (record = createIdentityRecord(world.records.size)))
  return record
}
