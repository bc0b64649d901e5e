/**
 * What the compositor did with each frame while an animation ran, read from a Chromium trace: every frame the
 * display asked for has one `PipelineReporter` event (category `benchmark`), whose `frame_reporter.state` says
 * whether the frame was presented, dropped, or not needed (nothing changed), and whether it `affects_smoothness`
 * (something was animating or scrolling: a frame dropped then is one the user can see missing). This is what
 * Chrome's own dropped-frame metric and the DevTools "Frames" track read.
 */

/** The part of a trace event this reads. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  args?: { frame_reporter?: { state?: string; affects_smoothness?: boolean; frame_sequence?: number } }
}

export interface FrameSummary {
  /** Frames that showed or should have shown a change: presented, fully or partly, or dropped. */
  frames: number
  /** Frames dropped while something animated: each is a visible stutter. */
  dropped: number
  /** The longest run of such frames in a row (2 or more is a stall the eye sees as a jump). */
  longestDroppedRun: number
}

const PRESENTED = new Set(['STATE_PRESENTED_ALL', 'STATE_PRESENTED_PARTIAL'])
const DROPPED = 'STATE_DROPPED'

/**
 * Counts the frames of `events` (a whole trace's `traceEvents`), in the order the display asked for them.
 *
 * @example
 * const { dropped, longestDroppedRun } = summarizeFrames(JSON.parse(trace).traceEvents)
 */
export function summarizeFrames(events: readonly TraceEvent[]): FrameSummary {
  const reports = events
    .filter((event) => event.name === 'PipelineReporter' && event.ph === 'b' && event.args?.frame_reporter?.state !== undefined)
    .sort((a, b) => a.ts - b.ts)
  let frames = 0
  let dropped = 0
  let run = 0
  let longestDroppedRun = 0
  for (const event of reports) {
    const { state, affects_smoothness: visible } = event.args!.frame_reporter!
    if (state === DROPPED) {
      frames += 1
      if (!visible) continue
      dropped += 1
      run += 1
      longestDroppedRun = Math.max(longestDroppedRun, run)
    } else if (PRESENTED.has(state!)) {
      frames += 1
      run = 0
    }
  }
  return { frames, dropped, longestDroppedRun }
}
