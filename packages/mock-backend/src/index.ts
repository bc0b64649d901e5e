/**
 * The backend contract simulator (private): MSW handlers for every endpoint of docs/openapi.yaml over in-memory state.
 * The same handlers serve the dev worker, the preview server (`@h5/mock-backend/http`) and the Node tests.
 */
export { createHandlers } from './createHandlers.ts'
export { createMockBackend } from './createMockBackend.ts'
export type { MockBackend } from './createMockBackend.ts'
export { createMockState, defaultUser, findPacket } from './createMockState.ts'
export type { MockOpenRecord, MockPacket, MockState, MockStateOptions } from './createMockState.ts'
export { createMockUser } from './createMockUser.ts'
export type { MockIdentity, MockUser } from './createMockUser.ts'
export { findUser } from './findUser.ts'
export { readScenarioSession, scenarioSession } from './scenarioSession.ts'
export type { ScenarioSession } from './scenarioSession.ts'
export type { MockScenario, ScenarioTable } from './scenarios/MockScenario.ts'
export { findScenario, SCENARIOS } from './scenarios/registry.ts'
export type { ScenarioName } from './scenarios/registry.ts'
export { MOCK_ERRNO } from './errnos.ts'
export { MOCK_PACKETS, MOCK_USER } from './fixtures.ts'
export { mockAvatar } from './mockAvatar.ts'
export { replyJson, SERVER_TIME_HEADER } from './reply.ts'
export { fenToYuan, yuanToFen } from './money.ts'
// Identity: the simulated register, phones and SMS code; each user's identity record.
export { MOCK_PEOPLE, MOCK_PHONES, MOCK_SMS_CODE } from './identity/mockPeople.ts'
export { MOCK_CAPTCHA } from './identity/mockCaptcha.ts'
export { createIdentityRecord } from './identity/identityRecord.ts'
export type { IdentityRecord } from './identity/identityRecord.ts'
export { identityOf } from './identity/identityWorld.ts'
// content (docs/content.md)
export { MOCK_AGREEMENT_VERSIONS, MOCK_APPEAL_PATH, MOCK_NOTICES, MOCK_RULES, MOCK_SUPPORT_ACCOUNT, MOCK_SUPPORT_TOPICS } from './contentFixtures.ts'
export type { MockUserContent } from './contentState.ts'
// Recharge: the simulated catalogue, a paid order, the minor's web account ID, the stand-in pay pages.
export { MOCK_APP_PACKAGES, MOCK_CUSTOM, MOCK_WEB_ACCOUNTS, MOCK_WEB_PACKAGES } from './recharge/rechargeCatalog.ts'
export { MOCK_PAID_ORDER_ID } from './recharge/rechargeWorld.ts'
export { MOCK_PAY_PATH, mockPayPage } from './recharge/mockPayPage.ts'
export { MOCK_JSAPI_OFF_PREFIX, MOCK_WX_APPID, MOCK_WX_PATH } from './recharge/mockWeChat.ts'
export { MOCK_NATIVE_PATH } from './benefit/mockNativeBindings.ts'
export { MOCK_PAY_PASSWORD } from './benefit/benefitRecord.ts'
export type { MockPayOutcome, MockUserRecharge } from './recharge/mockUserRecharge.ts'
// Activities: when the `activity-starting` event opens, the rank the `rank-*` scenarios hold.
export { PINNED_RANK, STARTING_IN_MS } from './scenarios/activity.ts'
