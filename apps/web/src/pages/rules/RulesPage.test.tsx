import { fireEvent, screen } from '@testing-library/react'
import { Route, Routes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { renderInRouter } from '../../test/renderInRouter'
import RulesPage from './RulesPage'

function visitRules(entry = '/rules') {
  return renderInRouter(
    <Routes>
      <Route path="/rules" element={<RulesPage />} />
      <Route path="/rule/:name" element={<p>规则页</p>} />
    </Routes>,
    entry,
  )
}

const ruleLinks = () => screen.getAllByRole('link').map((link) => link.textContent)

describe('/rules', () => {
  it('lists every rule, grouped, and keeps those whose title has the search', () => {
    visitRules()
    expect(ruleLinks()).toContain('亲密度规则')
    expect(ruleLinks().length).toBeGreaterThan(20)
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索规则' }), { target: { value: '亲密' } })
    expect(ruleLinks()).toEqual(['亲密度规则'])
  })

  it('keeps the search in the address, so going back to the index finds it again', async () => {
    const { navigate, location } = visitRules()
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索规则' }), { target: { value: '亲密' } })
    expect(location().search).toBe(`?q=${encodeURIComponent('亲密')}`)
    await navigate('/rule/qinmi')
    await navigate(-1)
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: '搜索规则' }).value).toBe('亲密')
    expect(ruleLinks()).toEqual(['亲密度规则'])
  })

  it('replaces the entry as the user types: back leaves the index, not the search letter by letter', async () => {
    const { navigate, location } = visitRules()
    await navigate('/rules?from=home')
    const field = screen.getByRole('searchbox', { name: '搜索规则' })
    fireEvent.change(field, { target: { value: '亲' } })
    fireEvent.change(field, { target: { value: '亲密' } })
    fireEvent.change(field, { target: { value: '' } })
    expect(location().search).toBe('?from=home')
    await navigate(-1)
    expect(location().search).toBe('')
  })

  it('opens with the search an address carries', () => {
    visitRules(`/rules?q=${encodeURIComponent('抽奖')}`)
    expect(ruleLinks().every((title) => title?.includes('抽奖'))).toBe(true)
    expect(ruleLinks().length).toBeGreaterThan(1)
  })
})
