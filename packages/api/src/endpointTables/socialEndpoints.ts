import type { EndpointTable } from '../endpointSpec'

/** docs/openapi.yaml's tag `social`: a user's public page (/home) and follows. */
export const SOCIAL_ENDPOINTS = {
  getUserHome: { method: 'POST', url: '/v1/user/home', unwrap: 'body' },
  followUser: { method: 'POST', url: '/v1/user/follow', unwrap: 'body' },
  unfollowUser: { method: 'POST', url: '/v1/user/unfollow', unwrap: 'body' },
} satisfies EndpointTable
