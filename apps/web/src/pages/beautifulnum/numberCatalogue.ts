import type { MallTab, NumberGoods } from '@h5/api'
import { numberPages, type MallError, type NumberQuery } from '@h5/mall'
import type { PageSource } from '@h5/request'
import { mallApi } from '../../platform/api/mallApi'

/** What the catalogue shows: a pattern tab of the server's (its first when none was chosen yet), or a search by digits. */
export type CatalogueQuery = { tab: string | null } | { digits: string }

/**
 * The pretty numbers of `query` a page at a time (@h5/mall's `numberPages`), handing each page's pattern tabs to
 * `onTabs` (numberPages' `onPage`): the tabs come with the numbers (docs/openapi.yaml `NumberPage`), so the page
 * asks the server once for both.
 */
export function cataloguePages(tokens: NumberQuery['tokens'], query: CatalogueQuery, onTabs: (tabs: readonly MallTab[], tab: string | null) => void): PageSource<NumberGoods, MallError> {
  const asked: NumberQuery = 'digits' in query ? { tokens, digits: query.digits } : { tokens, ...(query.tab !== null && { tab: query.tab }) }
  return numberPages(mallApi, asked, (page) => {
    // The server's answer, read as any the document allows: a page without a list of tabs keeps the ones shown.
    if (Array.isArray(page.tabs)) onTabs(page.tabs, typeof page.tab === 'string' ? page.tab : null)
  })
}
