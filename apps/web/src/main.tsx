import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
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
}

void start()
