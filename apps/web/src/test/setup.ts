import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// A cap, not a wait: `findBy…` and `waitFor` resolve as soon as the page shows what they look for. Their default
// of 1 s is shorter than a lazy page's import and first render on CI's two busy cores (router.test.tsx and the
// component gallery's tests each failed once so under load).
configure({ asyncUtilTimeout: 10_000 })

// Each test renders into a fresh document.
afterEach(() => cleanup())
