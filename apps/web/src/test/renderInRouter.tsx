import { act, render, type RenderResult } from '@testing-library/react'
import { useLayoutEffect, type ReactNode } from 'react'
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom'

export interface RouterHandle {
  /** Where the router is now (shown or still loading). */
  location(): Location
  /** Navigates as a link or a back button does (`-1` is back), inside `act`. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>
}

/**
 * Renders `ui` under an in-memory router set up as the app's BrowserRouter is (src/start.tsx: location
 * updates outside transitions), at `entry`, with a handle on the router for the test.
 *
 * @example
 * const { navigate, location } = renderInRouter(<AppRoutes routes={buildRoutes()} />, '/weekstar')
 * await navigate('/rank')
 * expect(location().pathname).toBe('/rank')
 */
export function renderInRouter(ui: ReactNode, entry: string | Partial<Location> = '/'): RenderResult & RouterHandle {
  const seen: { location?: Location; navigate?: NavigateFunction } = {}
  function Probe() {
    const location = useLocation()
    const navigate = useNavigate()
    useLayoutEffect(() => {
      seen.location = location
      seen.navigate = navigate
    })
    return null
  }
  const result = render(
    <MemoryRouter initialEntries={[entry]} useTransitions={false}>
      <Probe />
      {ui}
    </MemoryRouter>,
  )
  return {
    ...result,
    location: () => seen.location!,
    navigate: (to, options) =>
      act(async () => {
        if (typeof to === 'number') await seen.navigate!(to)
        else await seen.navigate!(to, options)
      }),
  }
}
