/** Unknown paths (spec §2). The full error page, with hints and status handling, comes with the platform issue. */
export function NotFoundPage() {
  return (
    <main style={{ padding: 'var(--space-6) var(--space-4)', textAlign: 'center' }}>
      <h1 style={{ fontSize: 'var(--font-size-xl)' }}>页面不存在</h1>
      <p style={{ color: 'var(--color-text-secondary)' }}>请检查网址是否正确</p>
    </main>
  )
}
