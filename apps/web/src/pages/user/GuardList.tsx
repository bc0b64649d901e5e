import type { GuardEntry, UserTokens } from '@h5/api'
import { formatChinaTime } from '@h5/format'
import { guardPages, type MallError } from '@h5/mall'
import { createPagedState, loadPage } from '@h5/request'
import { PagedList } from '../../components/PagedList'
import { pagedListStatus } from '../../components/pagedListStatus'
import { UserRow } from '../../components/UserRow'
import { mallApi } from '../../platform/api/mallApi'
import { useServerState } from '../../platform/data/useServerState'
import { serverNow } from '../../platform/serverClock'

/**
 * The guards of the page's user, a page at a time by the server's cursor, the highest level first: avatar,
 * name, level and until when. No amounts of money. The page mounts it anew after a purchase, so my guard shows.
 */
export function GuardList({ tokens, targetUserID, self }: { tokens: UserTokens; targetUserID: number; self: boolean }) {
  const source = guardPages(mallApi, { tokens, targetUserID })
  const { state, snap } = useServerState(() => createPagedState<GuardEntry, MallError>(), (list) => loadPage(list, 'start', source))
  return (
    <PagedList
      label="守护列表"
      items={snap.items}
      itemKey={(entry) => entry.userID}
      renderItem={(entry) => (
        <UserRow
          as="div"
          name={entry.nickName}
          avatarSrc={entry.avatar}
          badges={[{ label: entry.levelName, tone: 'gold' }]}
          subtitle={`守护至 ${formatChinaTime(entry.expireAt, 'day', serverNow())}`}
        />
      )}
      status={pagedListStatus(snap.status)}
      hasMore={snap.hasMore}
      errorMessage={snap.error?.message}
      onLoadMore={() => void loadPage(state, 'next', source)}
      onRetry={() => void loadPage(state, snap.items.length === 0 ? 'start' : 'next', source)}
      emptyMessage={self ? '还没有人守护你' : '还没有人守护 Ta'}
      loadingLabel="正在加载守护列表…"
    />
  )
}
