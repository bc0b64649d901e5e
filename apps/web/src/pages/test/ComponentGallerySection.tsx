import type { ReactNode } from 'react'

/** One titled card of the gallery: a `region` named by its title, so tests and screen readers find it. */
export function GallerySection({ id, title, note, children }: { id?: string; title: string; note: string; children: ReactNode }) {
  return (
    <section id={id} className="gallery__section" aria-label={title}>
      <h2 className="gallery__section-title">{title}</h2>
      <p className="gallery__note">{note}</p>
      {children}
    </section>
  )
}
