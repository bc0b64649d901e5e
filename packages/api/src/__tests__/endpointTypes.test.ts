/**
 * Type-level checks, enforced by `pnpm typecheck` (tsc reads this file; at run time the assertions are no-ops):
 * the client's endpoint map is the operations of docs/openapi.yaml, so an operation added to the document
 * fails the typecheck until the client has its row, and no row can name another operation's types.
 */
import { expectTypeOf, it } from 'vitest'
import type { EndpointName, Endpoints, NoPayload } from '..'
import type { operations } from '../generated/openapi'

type OperationId = keyof operations
type RequestBody<K extends OperationId> = NonNullable<operations[K]['requestBody']>
type JsonBody<K extends OperationId> = [RequestBody<K>] extends [never]
  ? never
  : RequestBody<K> extends { content: { 'application/json': infer Body } }
    ? Body
    : never
type Query<K extends OperationId> = NonNullable<operations[K]['parameters']['query']>
/** A POST's JSON body, else a GET's query, else nothing. */
type DocumentPayload<K extends OperationId> = [JsonBody<K>] extends [never]
  ? [Query<K>] extends [never]
    ? NoPayload
    : Query<K>
  : JsonBody<K>
/** `data` of the operation's success envelope (errno 0). */
type DocumentData<K extends OperationId> = Extract<
  operations[K]['responses'][200]['content']['application/json'],
  { errno: 0 }
>['data']

it('has one endpoint per operation of docs/openapi.yaml, named by its operationId', () => {
  expectTypeOf<EndpointName>().toEqualTypeOf<OperationId>()
})

it("types each endpoint's payload and data as its operation in docs/openapi.yaml", () => {
  type FromDocument = { [K in OperationId]: { payload: DocumentPayload<K>; data: DocumentData<K> } }
  type FromClient = { [K in EndpointName]: { payload: Endpoints[K]['payload']; data: Endpoints[K]['data'] } }
  expectTypeOf<FromClient>().toEqualTypeOf<FromDocument>()
})
