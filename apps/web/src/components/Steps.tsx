import './Steps.css'

export interface Step {
  title: string
  /** A short grey line under the title. */
  description?: string
}

export interface StepsProps {
  steps: readonly Step[]
  /** The index of the step in progress; the ones before it are done. `steps.length` means all are done. */
  current: number
  /** Names the list for screen readers. */
  label?: string
}

/** Read before each step's title: the tick and the colour say it only to the eye. */
function stateWord(index: number, current: number): string {
  if (index < current) return '已完成：'
  if (index === current) return '当前步骤：'
  return '未开始：'
}

/**
 * Where the user is in a flow (填写信息 → 人脸识别 → 完成): numbered dots joined by a line, done steps ticked,
 * the current one marked `aria-current="step"`. Fits four short steps across 360 px.
 *
 * @example
 * <Steps current={1} steps={[{ title: '填写信息' }, { title: '人脸识别' }, { title: '完成' }]} />
 */
export function Steps({ steps, current, label = '办理进度' }: StepsProps) {
  return (
    <ol className="steps" aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo'
        return (
          <li key={step.title} className={`steps__step steps__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="steps__dot" aria-hidden="true">
              {state === 'done' ? (
                <svg width="12" height="12" viewBox="0 0 12 12">
                  <path d="M2.5 6.2l2.3 2.3L9.5 3.8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span className="steps__title">
              <span className="visually-hidden">{stateWord(index, current)}</span>
              {step.title}
            </span>
            {step.description ? <span className="steps__description">{step.description}</span> : null}
          </li>
        )
      })}
    </ol>
  )
}
