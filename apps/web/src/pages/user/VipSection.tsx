import { useId, type ReactNode } from 'react'

/** A white card of the VIP pages under its heading, named by it for screen readers. */
export function VipSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId()
  return (
    <section className="vip-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="vip-section__title">
        {title}
      </h2>
      {children}
    </section>
  )
}
