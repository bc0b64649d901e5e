import { createContext, useContext } from 'react'

/**
 * Whether the router has moved to an address whose page is not on screen yet (its code is loading): the
 * previous page stays until the next one can render (src/AppRoutes.tsx provides it).
 */
export const NavigationPendingContext = createContext(false)

/**
 * Whether a navigation is waiting for its page (see {@link NavigationPendingContext}).
 *
 * @example
 * if (useNavigationPending()) return <ProgressBar />
 */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext)
}
