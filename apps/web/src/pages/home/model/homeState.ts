import type { UserHome } from '@h5/api'
import type { NamedRequestsState } from '@h5/request'
import { proxy } from 'valtio/vanilla'
import type { HomeError } from './homeError'

/** The home page's actions: reading the page, following or unfollowing. */
export type HomeAction = 'home' | 'follow'

/** One visit's state of a user's page (valtio proxy): the page as read, and each action's status and error. */
export interface HomeState extends NamedRequestsState<HomeAction, HomeError> {
  home: UserHome | null
}

export const createHomeState = (): HomeState =>
  proxy<HomeState>({ home: null, status: { home: 'idle', follow: 'idle' }, errors: { home: null, follow: null } })
