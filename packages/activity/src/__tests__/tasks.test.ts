import { scenarioSession } from '@h5/mock-backend'
import { useMockBackend } from '@h5/mock-backend/vitest'
import { describe, expect, it } from 'vitest'
import { claimTask, createActivityState, loadTasks } from '..'

/** Tasks: progress, where 去完成 leads, and 领取 once (claiming twice is an answer, not an error). */
const { makeApi, count } = useMockBackend()

async function tasksPage(scenario: Parameters<typeof scenarioSession>[0] = 'fresh', eventID = 'ev_weal') {
  const { api } = makeApi()
  const tokens = scenarioSession(scenario)
  const state = createActivityState()
  await loadTasks(state, api, { tokens, eventID })
  return { api, tokens, state, claim: (taskID: string) => claimTask(state, api, { tokens, eventID, taskID }) }
}

describe('tasks', () => {
  it('lists done, not done and claimed, with progress and where to go', async () => {
    const { state } = await tasksPage()
    expect(state.tasks!.items.map(({ taskID, state: shown, progress, target, open }) => ({ taskID, shown, progress, target, open }))).toEqual([
      { taskID: 'task_signin', shown: 'done', progress: 1, target: 1, open: null },
      { taskID: 'task_gift', shown: 'todo', progress: 3, target: 10, open: null },
      { taskID: 'task_realname', shown: 'todo', progress: 0, target: 1, open: '/oauth' },
      { taskID: 'task_share', shown: 'claimed', progress: 1, target: 1, open: null },
    ])
  })

  it('claims a done task once; the second claim is the claimed state, not an error', async () => {
    const page = await tasksPage()
    expect(await page.claim('task_signin')).toEqual({ ok: true, data: { alreadyClaimed: false, reward: expect.objectContaining({ name: '福利券×1' }) } })
    expect(page.state.tasks!.items[0]!.state).toBe('claimed')
    expect(await page.claim('task_signin')).toEqual({ ok: true, data: { alreadyClaimed: true } })
    expect(page.state.errors.claim).toBeNull()
  })

  it('a double tap sends one claim', async () => {
    const page = await tasksPage('task-all-done')
    const [first, second] = await Promise.all([page.claim('task_gift'), page.claim('task_gift')])
    expect(first).toEqual(second)
    expect(count('POST', '/v1/activity/tasks/claim')).toBe(1)
  })

  it('refuses a task not done, and a task of an event that is over', async () => {
    const page = await tasksPage()
    expect(await page.claim('task_gift')).toMatchObject({ ok: false, error: { code: 'TASK_NOT_DONE', message: '任务尚未完成' } })
    expect(page.state.tasks!.items[1]!.state).toBe('todo')
    const over = await tasksPage('fresh', 'ev_sisipoker')
    expect(await over.claim('task_signin')).toMatchObject({ ok: false, error: { code: 'ENDED' } })
  })
})
