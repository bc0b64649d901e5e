/**
 * `pnpm --filter @h5/api generate`: writes src/generated/openapi.ts from docs/openapi.yaml. Run it after every
 * change to the document and commit both.
 */
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { GENERATED_TYPES, generateOpenApiTypes } from './openApiTypes.ts'

await writeFile(GENERATED_TYPES, await generateOpenApiTypes())
console.log(`wrote ${fileURLToPath(GENERATED_TYPES)}`)
