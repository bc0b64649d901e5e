import { MOCK_PACKETS, MOCK_USER } from '@h5/mock-backend'
import type { Page, Request } from '@playwright/test'
import { collectConsoleErrors } from './consoleErrors'
import { expect, nativeCalls, test } from './fixtures'

/**
 * The user in the address must be native's user (docs/architecture.md, "Session"): a link opened in the app
 * with someone else's tokens (from a banner, a message, openPage) acts as the app's signed-in user, never as
 * the link's. The fake native is signed in as MOCK_USER; the link's pair is no scenario session, so the
 * simulated app does not sign in as it (src/dev/nativeUser.ts), as a real app would not.
 */
const SOMEONE_ELSE = { accessToken: 'someone-elses-token', openID: 'someone-elses-open-id' }

/** Every POST to the backend the page sends. */
function watchPosts(page: Page): Request[] {
  const posts: Request[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/v1/')) posts.push(request)
  })
  return posts
}

test('a red-packet link with someone else’s tokens opens the packet as native’s user; theirs never leave the page', async ({ page }, testInfo) => {
  const errors = collectConsoleErrors(page)
  const posts = watchPosts(page)
  const id = `${MOCK_PACKETS.openable}_${testInfo.testId}`
  await page.goto(`/redpacket/open?${new URLSearchParams({ redpacketID: id, channel: 'e2e', ...SOMEONE_ELSE })}`)
  await expect.poll(() => new URL(page.url()).search).toBe(`?redpacketID=${id}&channel=e2e`)

  await page.getByRole('button', { name: /开红包$/ }).click()
  await expect(page.locator('.rp-amount')).toHaveText('1.88元')
  expect(posts.map((request) => request.postDataJSON())).toEqual([
    { accessToken: MOCK_USER.accessToken, openID: MOCK_USER.openID, redpacketID: id, channel: 'e2e' },
  ])
  expect((await nativeCalls(page)).map((call) => call.op)).toContain('getCurrentUserInfo')
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(SOMEONE_ELSE.accessToken)
  expect(errors).toEqual([])
})

test('the real-name page opened with someone else’s tokens asks about native’s user, never theirs', async ({ page }) => {
  const posts = watchPosts(page)
  await page.goto(`/oauth?${new URLSearchParams(SOMEONE_ELSE)}`)
  await expect.poll(() => posts.length).toBeGreaterThan(0)
  await expect(page.getByRole('main')).toBeVisible()
  const bodies = posts.map((request) => JSON.stringify(request.postDataJSON()))
  expect(bodies.join('\n')).not.toContain(SOMEONE_ELSE.accessToken)
  expect(bodies.every((body) => body.includes(MOCK_USER.accessToken))).toBe(true)
})
