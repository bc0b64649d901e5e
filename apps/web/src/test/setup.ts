import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { ASYNC_CAP_MS } from './eventually'

// Testing Library's `findBy…` and `waitFor` resolve as soon as the page shows what they look for; their cap is
// raised from 1 s (router.test.tsx and the component gallery's tests each failed once on it under load).
configure({ asyncUtilTimeout: ASYNC_CAP_MS })

// Each test renders into a fresh document.
afterEach(() => cleanup())
