import type { createBrowserRouter } from 'react-router-dom'

/** The data router the app runs on (browser) or a test runs on (memory): both have this shape. */
export type AppRouter = ReturnType<typeof createBrowserRouter>
