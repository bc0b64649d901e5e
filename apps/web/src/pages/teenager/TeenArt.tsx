import type { ReactNode } from 'react'

/** The pictures of the teen screens, drawn inline (no image request; colours from the teen tokens). */
export type TeenArtKind = 'shield' | 'clock' | 'moon' | 'hourglass' | 'lock' | 'alert'

const DRAWINGS: Record<TeenArtKind, ReactNode> = {
  // A shield with a sprout: protection that lets a child grow (the status, age and rules screens).
  shield: (
    <>
      <path className="teen-art__main" d="M60 22 89 32.5V57c0 19.5-12.4 33.2-29 41-16.6-7.8-29-21.5-29-41V32.5Z" />
      <path className="teen-art__line" d="M60 86V61" />
      <path className="teen-art__light" d="M60 67c-.8-11-8.6-18-19-18 0 11 8 18 19 18Z" />
      <path className="teen-art__light" d="M60 61c.8-12.5 9.6-20 20.5-20 0 12.5-9 20-20.5 20Z" />
    </>
  ),
  // A crescent moon with stars: the 22:00–06:00 rest time.
  moon: (
    <>
      <circle className="teen-art__main" cx="57" cy="63" r="31" />
      <circle className="teen-art__halo" cx="73" cy="50" r="26" />
      <path className="teen-art__accent" d="m84 74 2.4 5.6 5.6 2.4-5.6 2.4L84 90l-2.4-5.6-5.6-2.4 5.6-2.4Z" />
      <path className="teen-art__accent" d="m35 27 1.8 4.2 4.2 1.8-4.2 1.8L35 39l-1.8-4.2-4.2-1.8 4.2-1.8Z" />
    </>
  ),
  // An alarm clock: the minutes a day (the age-limit screen).
  clock: (
    <>
      <circle className="teen-art__deep" cx="39" cy="37" r="9" />
      <circle className="teen-art__deep" cx="81" cy="37" r="9" />
      <circle className="teen-art__main" cx="60" cy="63" r="31" />
      <path className="teen-art__line" d="M60 47v16l11 7" />
    </>
  ),
  // An hourglass whose sand has run down: today's minutes are used up.
  hourglass: (
    <>
      <path
        className="teen-art__glass"
        d="M43 29h34v5c0 12.5-10 19.5-13.5 26C67 66.5 77 73.5 77 86v5H43v-5c0-12.5 10-19.5 13.5-26C53 53.5 43 46.5 43 34Z"
      />
      <path className="teen-art__main" d="M47 88c1.5-8 7-13 13-14.5 6 1.5 11.5 6.5 13 14.5Z" />
      <rect className="teen-art__deep" x="36" y="22" width="48" height="8" rx="4" />
      <rect className="teen-art__deep" x="36" y="90" width="48" height="8" rx="4" />
    </>
  ),
  // A padlock: the guardian PIN.
  lock: (
    <>
      <path className="teen-art__shackle" d="M45 55V45a15 15 0 0 1 30 0v10" />
      <rect className="teen-art__main" x="34" y="52" width="52" height="42" rx="11" />
      <circle className="teen-art__light" cx="60" cy="70" r="5.5" />
      <rect className="teen-art__light" x="57.5" y="72" width="5" height="11" rx="2.5" />
    </>
  ),
  // An exclamation mark: something stands in the way (outside the app, an old app, a failed call).
  alert: (
    <>
      <circle className="teen-art__main" cx="60" cy="60" r="33" />
      <rect className="teen-art__light" x="56" y="41" width="8" height="25" rx="4" />
      <circle className="teen-art__light" cx="60" cy="76.5" r="4.5" />
    </>
  ),
}

/**
 * One picture on its round halo; decoration only (the heading beside it says what it means).
 *
 * @example <TeenArt kind="moon" />
 */
export function TeenArt({ kind, compact = false }: { kind: TeenArtKind; compact?: boolean }) {
  return (
    <svg
      className={compact ? 'teen-art teen-art--compact' : 'teen-art'}
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
    >
      <circle className="teen-art__halo" cx="60" cy="60" r="60" />
      {DRAWINGS[kind]}
    </svg>
  )
}
