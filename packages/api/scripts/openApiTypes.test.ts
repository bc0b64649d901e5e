import { expect, it } from 'vitest'
import { generateOpenApiTypes, readGeneratedTypes } from './openApiTypes.ts'

it('the committed src/generated/openapi.ts is what docs/openapi.yaml generates (else run pnpm --filter @h5/api generate)', async () => {
  const [generated, committed] = await Promise.all([generateOpenApiTypes(), readGeneratedTypes()])
  expect(committed).toBe(generated)
})
