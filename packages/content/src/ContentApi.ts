import type { ApiClient } from '@h5/api'

/** The endpoints the content actions call: the app's `appApi`, or a test's client over the simulator. */
export type ContentApi = Pick<ApiClient, 'getRuleDocument' | 'getForbidNotice' | 'getSupportChannel' | 'getPendingAgreements' | 'acceptAgreements'>
