export interface GallerySegmentsProps<T extends string | number> {
  /** Names the group of buttons. */
  label: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}

/** The gallery's switch between a demo's variants (404 / 500, 成功 / 失败 / 处理中): pressed buttons in a row. */
export function GallerySegments<T extends string | number>({ label, options, value, onChange }: GallerySegmentsProps<T>) {
  return (
    <div className="gallery__segments" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          className="gallery__segment"
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
