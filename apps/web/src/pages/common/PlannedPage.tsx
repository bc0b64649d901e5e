import { useNavigate } from 'react-router-dom'
import './PlannedPage.css'

/**
 * What a `planned` route shows (DESIGN §6): its title and `该页面暂未开放`, with a way back. Never presented as
 * a finished page.
 */
export function PlannedPage({ title }: { title: string }) {
  const navigate = useNavigate()
  return (
    <main className="planned">
      <h1 className="planned__title">{title}</h1>
      <p className="planned__message">该页面暂未开放</p>
      <button className="planned__back" type="button" onClick={() => navigate(-1)}>
        返回
      </button>
    </main>
  )
}
