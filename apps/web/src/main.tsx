import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { monitor } from './platform/monitor'
import { createAppRouter } from './router'
import './styles/global.css'

async function start() {
  // Dev wiring is a separate chunk that production builds drop entirely.
  if (import.meta.env.DEV) await (await import('./dev/setupDev')).setupDev()

  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  )
  // After idle, and only with a DSN on a production host (DESIGN §6).
  monitor.start({ dsn: import.meta.env.VITE_SENTRY_DSN, hostname: window.location.hostname, environment: import.meta.env.MODE })
}

void start()
