import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { DefaultLayout } from './layout/DefaultLayout'
import { PlannedPage } from './pages/common/PlannedPage'
import { NotFoundPage } from './pages/NotFoundPage'
import { routeTable, type RouteEntry } from './routes/routeTable'

function toRouteObject(entry: RouteEntry): RouteObject {
  const { path, title, load } = entry
  if (entry.status === 'ready' && load) {
    return {
      path,
      handle: { title },
      lazy: async () => ({ Component: (await load()).default }),
    }
  }
  return { path, handle: { title }, element: <PlannedPage title={title} /> }
}

/** History mode, base `/` (spec §2): every route of the table inside the default layout. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <DefaultLayout />,
      children: [...routeTable.map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
    },
  ])
}
