import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { findRouteEntry } from '../src/platform/findRouteEntry'
import { routeTable } from '../src/routes/routeTable'
import { titleOf } from '../src/routes/routeTitles'
import { collectConsoleErrors } from './consoleErrors'

/**
 * Every route of the product's route list (src/routes/testdata/routes.txt) and every parameterised sample opens
 * directly, as a webview opens it: the table's title, its page or the planned page, never the 404, and no
 * console errors. Eight tests split the list, so workers share it and each stays well inside the test time-out on
 * a busy machine.
 */
const read = (name: string) =>
  readFileSync(new URL(`../src/routes/testdata/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')

const paths = [...read('routes.txt'), ...read('routes-param-samples.txt')]
const SHARDS = 8

/**
 * Flow steps that need an earlier step's answer replace themselves with that step when opened directly. Their
 * own title shows for a moment, so the test waits for where the page lands and checks that page instead.
 */
const LANDS_ON: Record<string, string> = {
  '/teenager/ageLimit': '/teenager/selectAge',
  '/teenager/setPwd': '/teenager/selectAge',
  '/teenager/rePwd': '/teenager/selectAge',
}

test('the lists hold every route of the spec and the samples', () => {
  expect(paths).toHaveLength(193 + 5)
})

for (let shard = 0; shard < SHARDS; shard++) {
  const mine = paths.filter((_, index) => index % SHARDS === shard)
  test(`routes ${shard + 1}/${SHARDS} render their page or the planned page`, async ({ page }) => {
    const errors = collectConsoleErrors(page)
    for (const path of mine) {
      const landing = LANDS_ON[path] ?? path
      const entry = findRouteEntry(landing, routeTable)
      expect(entry, path).toBeDefined()
      const before = errors.length
      await page.goto(path, { waitUntil: 'commit' })
      await expect.poll(() => new URL(page.url()).pathname, path).toBe(new URL(landing, page.url()).pathname)
      const title = titleOf(entry!)!
      await expect(page, path).toHaveTitle(title)
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
      if (entry!.status === 'planned') {
        await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible()
        await expect(page.getByText('该页面暂未开放'), path).toBeVisible()
      }
      await expect(page.getByRole('heading', { level: 1, name: '页面不存在' }), path).toHaveCount(0)
      expect(errors.slice(before), path).toEqual([])
    }
  })
}
