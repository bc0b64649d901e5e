import type { EndpointTable } from '../endpointSpec'

/** docs/openapi.yaml's tag `game`: the game's calls. */
export const GAME_ENDPOINTS = {
  sendWords: { method: 'POST', url: '/v1/game/send-words', unwrap: 'data' },
} satisfies EndpointTable
