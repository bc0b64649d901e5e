import { MOCK_PEOPLE } from '@h5/mock-backend'
import { expect, type Page } from '@playwright/test'
import { openAsScenarioUser } from './scenarioUser'

/** The separate consent to the face check's sensitive data, asked before the quick form. */
export async function agreeToFaceCheck(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: '快速认证需要你的人脸信息' })).toBeVisible()
  await page.getByRole('button', { name: '同意并继续' }).click()
}

/** The quick form after the consent: the person's name and number, then 下一步：人脸识别. */
export async function fillQuickForm(page: Page, person: { realName: string; idNumber: string }): Promise<void> {
  await agreeToFaceCheck(page)
  await page.getByLabel('姓名').fill(person.realName)
  await page.getByLabel('证件号码').fill(person.idNumber)
  await page.getByRole('button', { name: '下一步：人脸识别' }).click()
}

/** Manual verification's first step done as a fresh user: the consent, the adult's name and number, 下一步. */
export async function startManual(page: Page, path: string): Promise<void> {
  await openAsScenarioUser(page, path, 'realname-none')
  await page.getByRole('button', { name: '同意并继续' }).click()
  await page.getByLabel('姓名').fill(MOCK_PEOPLE.adult.realName)
  await page.getByLabel('证件号码').fill(MOCK_PEOPLE.adult.idNumber)
  await page.getByRole('button', { name: '下一步' }).click()
}
