import { useId, type KeyboardEvent, type ReactNode } from 'react'
import './Tabs.css'

export interface Tab<K extends string> {
  key: K
  title: string
}

export interface TabsProps<K extends string> {
  /** Names the tab list for screen readers (e.g. 账单类型). */
  label: string
  tabs: readonly Tab<K>[]
  /** The selected tab's key (controlled: the page keeps it, e.g. in the query). */
  value: K
  onChange: (key: K) => void
  /** The selected tab's panel. */
  children: ReactNode
}

/**
 * Tabs over one panel (收入 / 支出): a `tablist` of buttons, the selected one underlined, and the panel of the
 * selected tab. The arrow keys, Home and End move between tabs and select them (the WAI-ARIA tabs pattern with
 * automatic activation); only the selected tab is in the Tab order. Many tabs scroll sideways.
 *
 * @example
 * <Tabs label="账单类型" tabs={[{ key: 'in', title: '收入' }, { key: 'out', title: '支出' }]} value={kind} onChange={setKind}>
 *   <BillList kind={kind} />
 * </Tabs>
 */
export function Tabs<K extends string>({ label, tabs, value, onChange, children }: TabsProps<K>) {
  const id = useId()
  const tabId = (key: K) => `${id}-tab-${key}`
  const panelId = `${id}-panel`

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length]
    if (!tab) return
    onChange(tab.key)
    document.getElementById(tabId(tab.key))?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.key === value)
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next)
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.key === value
          return (
            <button
              key={tab.key}
              id={tabId(tab.key)}
              className="tabs__tab"
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
            >
              {tab.title}
            </button>
          )
        })}
      </div>
      <div id={panelId} className="tabs__panel" role="tabpanel" aria-labelledby={tabId(value)}>
        {children}
      </div>
    </div>
  )
}
