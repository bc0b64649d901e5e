import type { ApiClient } from '@h5/api'

/** The endpoints the content actions call: `bindEndpoints(transport, CONTENT_ENDPOINTS)` of @h5/api (or any `ApiClient`), or a test's client over the simulator. */
export type ContentApi = Pick<ApiClient, 'getRuleDocument' | 'getForbidNotice' | 'getSupportChannel' | 'getPendingAgreements' | 'acceptAgreements'>
