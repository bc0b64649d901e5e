/**
 * The test-only entry (Node): answers generated from docs/openapi.yaml and the document's validators. It reads
 * the document from disk and bundles fast-check and Ajv, so nothing in the app imports it;
 * apps/web/e2e/productionBundle.spec.ts checks that the production build holds none of it.
 */
export { answerHandler, generateAnswers } from './answers/generateAnswers.ts'
export type { GenerateAnswersOptions, GeneratedAnswer } from './answers/generateAnswers.ts'
export { createSchemaReader } from './answers/readSchema.ts'
export type { JsonSchema, SchemaReader } from './answers/readSchema.ts'
export { schemaArbitrary } from './answers/schemaArbitrary.ts'
export { MIXED_SCRIPT_NAME, schemaEdgeCases, UNBOUNDED_LIST_LENGTH, UNBOUNDED_STRING_LENGTH } from './answers/schemaEdgeCases.ts'
export type { EdgeCase } from './answers/schemaEdgeCases.ts'
export {
  createContractValidator,
  documentedErrnos,
  findOperation,
  listOperations,
  readOpenApiDocument,
} from './openApiDocument.ts'
export type { OpenApiDocument, Operation } from './openApiDocument.ts'
export { listDocumentFields, personalDataOf } from './personalFields.ts'
export { PERSONAL_MARK } from './personalMark.ts'
export type { DocumentField } from './personalFields.ts'
