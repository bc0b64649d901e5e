import { describe, expect, it } from 'vitest'
import { summarizeFrames, type TraceEvent } from './summarizeFrames.ts'

let ts = 0
const frame = (state: string, visible = true): TraceEvent => ({
  name: 'PipelineReporter',
  ph: 'b',
  ts: (ts += 16_667),
  args: { frame_reporter: { state, affects_smoothness: visible } },
})

describe('summarizeFrames', () => {
  it('counts the frames presented and dropped, and the longest run of visible drops in a row', () => {
    const events = [
      frame('STATE_PRESENTED_ALL'),
      frame('STATE_DROPPED'),
      frame('STATE_DROPPED'),
      frame('STATE_PRESENTED_PARTIAL'),
      frame('STATE_DROPPED'),
      frame('STATE_NO_UPDATE_DESIRED'),
      frame('STATE_PRESENTED_ALL'),
    ]
    expect(summarizeFrames(events)).toEqual({ frames: 6, dropped: 3, longestDroppedRun: 2 })
  })

  it('does not count a drop while nothing animated as a stutter, nor let it break a run', () => {
    const events = [frame('STATE_DROPPED'), frame('STATE_DROPPED', false), frame('STATE_DROPPED')]
    expect(summarizeFrames(events)).toEqual({ frames: 3, dropped: 2, longestDroppedRun: 2 })
  })

  it('reads the frames in the order of their time, and only the reporters’ begin events', () => {
    const [a, b, c] = [frame('STATE_DROPPED'), frame('STATE_PRESENTED_ALL'), frame('STATE_DROPPED')]
    const end: TraceEvent = { ...b!, ph: 'e' }
    const other: TraceEvent = { name: 'Commit', ph: 'X', ts: 1 }
    expect(summarizeFrames([c!, other, end, b!, a!])).toEqual({ frames: 3, dropped: 2, longestDroppedRun: 1 })
  })
})
