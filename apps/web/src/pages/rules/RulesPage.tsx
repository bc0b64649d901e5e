import { useSearchParams } from 'react-router-dom'
import index from 'virtual:content-index'
import { Cell } from '../../components/Cell'
import { CellGroup } from '../../components/CellGroup'
import { EmptyState } from '../../components/EmptyState'
import { TextField } from '../../components/TextField'
import { TitleBar } from '../../components/TitleBar'
import { useGoBack } from '../../platform/useGoBack'
import { groupRules } from './groupRules'
import './RulesPage.css'

/** The address's search parameter. */
const QUERY = 'q'

/**
 * /rules: every rule the app carries (apps/web/content/, the documents with a `group`), grouped, with a search
 * by title. The list is built at build time (contentPlugin.ts, `virtual:content-index`): adding a rule file adds
 * its line here. The search lives in the address (`?q=`), replacing the entry as it changes: back from a rule
 * finds the index as it was left, and back from the index leaves it rather than undoing the search.
 */
export default function RulesPage() {
  const goBack = useGoBack()
  const [params, setParams] = useSearchParams()
  const query = params.get(QUERY) ?? ''
  const setQuery = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(QUERY, value)
        else next.delete(QUERY)
        return next
      },
      { replace: true },
    )
  const groups = groupRules(index, query)
  return (
    <>
      <TitleBar title="规则说明" onBack={goBack} />
      <div className="rules-page">
        <TextField label="搜索规则" type="search" placeholder="输入规则名称" value={query} onValueChange={setQuery} enterKeyHint="search" />
        {groups.length === 0 ? <EmptyState message="没有找到相关规则，换个关键词试试" /> : null}
        {groups.map(({ group, rules }) => (
          <CellGroup key={group} title={group}>
            {rules.map((rule) => (
              <Cell key={rule.path} title={rule.title} to={rule.path} />
            ))}
          </CellGroup>
        ))}
      </div>
    </>
  )
}
