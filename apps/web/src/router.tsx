import { createBrowserRouter } from 'react-router-dom'
import { DefaultLayout } from './layout/DefaultLayout'
import { HomePage } from './pages/home/HomePage'
import { NotFoundPage } from './pages/NotFoundPage'

/** History mode, base `/` (spec §2). */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <DefaultLayout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ])
}
