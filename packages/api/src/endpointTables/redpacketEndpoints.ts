import type { EndpointTable } from '../endpointSpec'

/** docs/openapi.yaml's tag `redpacket`: red packets (@h5/redpacket). */
export const REDPACKET_ENDPOINTS = {
  openPacket: { method: 'POST', url: '/v1/packet/open', unwrap: 'body' },
  sendPacket: { method: 'POST', url: '/v1/packet/send', unwrap: 'body' },
  getNewbeeRedbagTaskReward: { method: 'POST', url: '/v1/event/get-newbee-redbag-task-reward', unwrap: 'body' },
  getMyReward: { method: 'GET', url: '/v1/packet/myReward', unwrap: 'body' },
  getMyRecord: { method: 'GET', url: '/v1/packet/myRecord', unwrap: 'body', defaults: { limit: 100 } },
  getOpenRecords: { method: 'GET', url: '/v1/packet/open/record', unwrap: 'body', defaults: { limit: 20 } },
} satisfies EndpointTable
