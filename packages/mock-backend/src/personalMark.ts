/**
 * The OpenAPI extension that marks a field of docs/openapi.yaml as personal information (personalFields.ts reads
 * the marks; the contract validator, openApiDocument.ts, accepts the keyword). Its own module so that both use it
 * without importing each other.
 */
export const PERSONAL_MARK = 'x-h5-personal'
