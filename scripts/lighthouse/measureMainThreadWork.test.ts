import { describe, expect, it } from 'vitest'
import { summarizeMainThreadWork, tasksAfterFirstPaint } from './measureMainThreadWork.ts'

const task = (ts: number, dur: number, tdur: number, tid = 1) => ({ name: 'RunTask', ph: 'X', ts, dur, tdur, pid: 7, tid })

describe('tasksAfterFirstPaint', () => {
  it('gives the CPU time of the page’s main-thread tasks from the first paint to the end of start-up, not their wall time', () => {
    const events = [
      { name: 'navigationStart', ph: 'R', ts: 50_000, pid: 7, tid: 1 },
      { name: 'thread_name', ph: 'M', ts: 0, pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', ph: 'M', ts: 0, pid: 7, tid: 2, args: { name: 'Compositor' } },
      { name: 'firstContentfulPaint', ph: 'I', ts: 100_000, pid: 7, tid: 1 },
      task(10_000, 20_000, 18_000), // over before the paint
      task(90_000, 30_000, 25_000), // runs through it
      task(150_000, 60_000, 12_000), // descheduled: 60 ms of wall time, 12 ms of CPU
      task(160_000, 9_000, 9_000, 2), // another thread
      task(1_050_000, 8_000, 8_000), // after start-up (1 s here): the prefetch
    ]
    expect(tasksAfterFirstPaint(events, 1000)).toEqual([25, 12])
  })
})

describe('summarizeMainThreadWork', () => {
  it('scales by the 4x slowdown and counts what each task takes beyond 50 ms', () => {
    expect(summarizeMainThreadWork([10, 20, 5])).toEqual({ blockingMs: 30, longestMs: 80, totalMs: 140 })
    expect(summarizeMainThreadWork([])).toEqual({ blockingMs: 0, longestMs: 0, totalMs: 0 })
  })
})
