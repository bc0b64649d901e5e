/**
 * The requests the state tracks, one status and one error each. Its own module so that `RedPacketError` (which
 * names the action that failed) and types.ts (which names the error) need not import each other.
 */
export type RedPacketAction = 'open' | 'records' | 'myReward' | 'myRecord' | 'send'
