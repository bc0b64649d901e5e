import type { EndpointTable } from '../endpointSpec'

/** docs/openapi.yaml's tag `activity`: activities (@h5/activity): events, rankings, draws and tasks. */
export const ACTIVITY_ENDPOINTS = {
  getActivities: { method: 'POST', url: '/v1/activity/list', unwrap: 'body' },
  getActivity: { method: 'POST', url: '/v1/activity/detail', unwrap: 'body' },
  getRanking: { method: 'POST', url: '/v1/activity/ranking', unwrap: 'body' },
  setRankingHidden: { method: 'POST', url: '/v1/activity/ranking/hide', unwrap: 'body' },
  getDraw: { method: 'POST', url: '/v1/activity/draw/info', unwrap: 'body' },
  drawPrizes: { method: 'POST', url: '/v1/activity/draw', unwrap: 'body' },
  getDrawRecords: { method: 'POST', url: '/v1/activity/draw/records', unwrap: 'body' },
  getTasks: { method: 'POST', url: '/v1/activity/tasks', unwrap: 'body' },
  claimTask: { method: 'POST', url: '/v1/activity/tasks/claim', unwrap: 'body' },
} satisfies EndpointTable
