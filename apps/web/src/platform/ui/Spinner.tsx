import './Spinner.css'

/** A ring that turns; decoration only (the surrounding text says what is loading). */
export function Spinner({ size = 28 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />
}
