export { ERRNO_TABLE } from './errnoTable'
export type { ActionRules, ErrnoRule, ErrorRule, StateRule } from './errnoTable'
export { loadMyRecord, MY_RECORD_LIMIT } from './loadMyRecord'
export { loadMyReward } from './loadMyReward'
export { loadRecords, RECORDS_PAGE_SIZE } from './loadRecords'
export type { RecordsPage } from './loadRecords'
export { formatFen, formatMoney, MONEY_FALLBACK, parseMoneyToFen } from './money'
export { openPacket } from './openPacket'
export { RedPacketError, RedPacketErrorCode } from './RedPacketError'
export type { RedPacketErrorDetails } from './RedPacketError'
export { createRedPacketState, resetRedPacketState } from './redPacketState'
export { isValidRedpacketId } from './redpacketId'
export { sendPacket } from './sendPacket'
export { DEFAULT_GREETING, MAX_COUNT, MAX_GREETING_LENGTH, validateSendForm } from './validateSendForm'
export type {
  OpenInput,
  OpenRecord,
  PacketInfo,
  PacketState,
  RedPacketAction,
  RedPacketApi,
  RedPacketResult,
  RedPacketState,
  RedPacketStateOptions,
  RequestStatus,
  RewardAmount,
  SendForm,
  SendFormErrors,
  SendFormInput,
  SendFormResult,
  SendInput,
  SentRecord,
} from './types'
