import { bindEndpoints, SOCIAL_ENDPOINTS } from '@h5/api'
import { appTransport } from '../appTransport'

/** The social calls: docs/openapi.yaml's tag `social` (a user's page, follow, unfollow) on the app's transport. */
export const socialApi = bindEndpoints(appTransport, SOCIAL_ENDPOINTS)

/** What the home page's model calls (pages/home/model/). */
export type SocialApi = typeof socialApi
