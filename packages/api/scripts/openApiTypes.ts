import { readFile } from 'node:fs/promises'
import openapiTS, { astToString } from 'openapi-typescript'

/** The backend contract the endpoint types come from. */
export const OPENAPI_DOCUMENT = new URL('../../../docs/openapi.yaml', import.meta.url)

/** Where the generated types live; committed, so the package builds and typechecks without generating. */
export const GENERATED_TYPES = new URL('../src/generated/openapi.ts', import.meta.url)

const HEADER = `/**
 * Generated from docs/openapi.yaml by \`pnpm --filter @h5/api generate\` (openapi-typescript). Do not edit:
 * change docs/openapi.yaml and regenerate. packages/api/scripts/openApiTypes.test.ts fails when this file
 * no longer matches the document. Types only: nothing here reaches the built JavaScript.
 */

`

/**
 * The TypeScript that docs/openapi.yaml generates: `paths`, `operations` and `components` of openapi-typescript,
 * which src/types.ts names the endpoint types from.
 *
 * @example await writeFile(GENERATED_TYPES, await generateOpenApiTypes())
 */
export async function generateOpenApiTypes(): Promise<string> {
  const ast = await openapiTS(OPENAPI_DOCUMENT, { silent: true })
  return HEADER + astToString(ast)
}

/** The generated file as committed. */
export function readGeneratedTypes(): Promise<string> {
  return readFile(GENERATED_TYPES, 'utf8')
}
