import { screen } from '@testing-library/react'
import { useLocation } from 'react-router-dom'
import { expect, it } from 'vitest'
import { setUpGeneratedAnswerPages, visitPage } from '../../test/generatedAnswerPages'
import { RouteTableContext } from '../../platform/RouteTableContext'
import { routeTable } from '../../routes/routeTable'
import WebLoginPage from './WebLoginPage'

/** /login inside the app (the fake native's user, test/generatedAnswerPages.tsx): native's session is the login. */
setUpGeneratedAnswerPages()

/** /login, or where it sent the user. */
function LoginOrLanding() {
  const { pathname, search } = useLocation()
  if (pathname !== '/login') return <p>到达 {`${pathname}${search}`}</p>
  return (
    <RouteTableContext value={routeTable}>
      <WebLoginPage />
    </RouteTableContext>
  )
}

it('uses native’s session and returns to redirect without a form', async () => {
  visitPage('/login?redirect=%2Foauth%2Fconfig%3Ffrom%3Dsettings', '*', LoginOrLanding)
  expect(await screen.findByText('到达 /oauth/config?from=settings')).toBeTruthy()
  expect(screen.queryByRole('button', { name: '登录' })).toBeNull()
})
