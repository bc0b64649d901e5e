import type { MallTab, NumberGoods, PriceOption, UserTokens } from '@h5/api'
import { readNumberSearch, type MallError } from '@h5/mall'
import { createPagedState, loadPage } from '@h5/request'
import { useState, type FormEvent } from 'react'
import { Button } from '../../components/Button'
import { PagedList } from '../../components/PagedList'
import { pagedListStatus } from '../../components/pagedListStatus'
import { Tabs } from '../../components/Tabs'
import { TextField } from '../../components/TextField'
import { useServerState } from '../../platform/data/useServerState'
import { cataloguePages, type CatalogueQuery } from './numberCatalogue'
import { NumberCard } from './NumberCard'

interface NumberListProps {
  tokens: UserTokens
  query: CatalogueQuery
  onTabs: (tabs: readonly MallTab[], tab: string | null) => void
  onChoose: (number: NumberGoods, option: PriceOption) => void
}

/** One query's numbers, a page at a time by the server's cursor (mounted afresh for each query). */
function NumberList({ tokens, query, onTabs, onChoose }: NumberListProps) {
  const source = cataloguePages(tokens, query, onTabs)
  const { state, snap } = useServerState(() => createPagedState<NumberGoods, MallError>(), (list) => loadPage(list, 'start', source))
  return (
    <PagedList
      label="靓号列表"
      items={snap.items as NumberGoods[]}
      itemKey={(number) => number.goodsID}
      renderItem={(number) => <NumberCard number={number} onChoose={(option) => onChoose(number, option)} />}
      status={pagedListStatus(snap.status)}
      hasMore={snap.hasMore}
      errorMessage={snap.error?.message}
      onLoadMore={() => void loadPage(state, 'next', source)}
      onRetry={() => void loadPage(state, snap.items.length === 0 ? 'start' : 'next', source)}
      emptyMessage={'digits' in query ? `没有包含 ${query.digits} 的靓号` : '这一类靓号已售完'}
      loadingLabel="正在加载靓号…"
    />
  )
}

export interface NumberCatalogueProps {
  tokens: UserTokens
  /** Bumped after a purchase or a stale refusal: the list loads again from its first page. */
  generation: number
  onChoose: (number: NumberGoods, option: PriceOption) => void
}

/**
 * The numbers on sale: the server's pattern tabs (AAAA, ABAB, 520/1314, 短号…), or a search by digits (full-width
 * digits made plain; anything but 1 to 12 digits is said under the field and nothing is sent).
 */
export function NumberCatalogue({ tokens, generation, onChoose }: NumberCatalogueProps) {
  const [query, setQuery] = useState<CatalogueQuery>({ tab: null })
  const [tabs, setTabs] = useState<{ tabs: readonly MallTab[]; tab: string | null }>({ tabs: [], tab: null })
  const [typed, setTyped] = useState('')
  const [typedError, setTypedError] = useState<string | undefined>(undefined)

  const search = (event: FormEvent) => {
    event.preventDefault()
    if (typed.trim() === '') {
      // Nothing typed: back to the tabs (the list on screen stays when it is a tab's already).
      setTypedError(undefined)
      if ('digits' in query) setQuery({ tab: tabs.tab })
      return
    }
    const digits = readNumberSearch(typed)
    if (!digits.ok) {
      setTypedError(digits.error.message)
      return
    }
    setTypedError(undefined)
    setQuery({ digits: digits.data })
  }
  const onTabs = (next: readonly MallTab[], tab: string | null) => setTabs((before) => ({ tabs: next, tab: tab ?? before.tab }))
  const queryKey = `${generation}:${'digits' in query ? `d${query.digits}` : `t${query.tab ?? ''}`}`
  const list = <NumberList key={queryKey} tokens={tokens} query={query} onTabs={onTabs} onChoose={onChoose} />

  return (
    <section className="number-catalogue" aria-labelledby="number-catalogue-title">
      <h2 id="number-catalogue-title" className="beautifulnum__heading">
        挑选靓号
      </h2>
      <form className="number-catalogue__search" role="search" onSubmit={search}>
        <TextField label="搜索靓号" inputMode="numeric" placeholder="输入想要的数字" maxLength={24} value={typed} onValueChange={setTyped} error={typedError} />
        <Button type="submit" size="sm">
          搜索
        </Button>
      </form>
      {'digits' in query ? (
        <div className="number-catalogue__searched">
          <span>包含「{query.digits}」的靓号</span>
          <Button
            size="sm"
            variant="text"
            onClick={() => {
              setTyped('')
              setQuery({ tab: tabs.tab })
            }}
          >
            返回分类
          </Button>
        </div>
      ) : null}
      {'digits' in query ? (
        list
      ) : (
        // Always the tabs around the list, even before the first answer names them: the list keeps its place and
        // is not loaded twice (an empty tab bar is hidden, Beautifulnum.css).
        <Tabs label="靓号分类" tabs={tabs.tabs.map((tab) => ({ key: tab.tab, title: tab.title }))} value={query.tab ?? tabs.tab ?? ''} onChange={(tab) => {
            if (tab !== (query.tab ?? tabs.tab)) setQuery({ tab })
          }}>
          {list}
        </Tabs>
      )}
    </section>
  )
}
