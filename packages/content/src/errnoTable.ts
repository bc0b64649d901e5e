import { ContentErrorCode } from './ContentError'

/**
 * The server errnos of the content endpoints (docs/openapi.yaml, tag `content`) and the code each becomes. Any
 * other failure is {@link ContentErrorCode.REQUEST_FAILED}; 8304006 and 107 also close the page (@h5/api).
 */
export const CONTENT_ERRNOS: Readonly<Record<number, ContentErrorCode>> = {
  8370101: ContentErrorCode.NO_SUCH_RULE,
  8370201: ContentErrorCode.NO_SUCH_NOTICE,
  8370301: ContentErrorCode.AGREEMENTS_CHANGED,
}
