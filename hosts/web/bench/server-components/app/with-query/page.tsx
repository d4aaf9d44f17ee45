/** Measures the list plus the react-intl island plus a live island (TanStack Query, pusher-js loaded on mount). */
import { fetchRealtimeConfig } from '../api'
import { IntlMenu } from '../intl-menu'
import { ListPage, type ListSearch } from '../list-page'
import { LiveScore } from '../live-score'
import { menuMessages } from '../menu-messages'

export const dynamic = 'force-dynamic'

export default async function WithQueryPage({ searchParams }: { searchParams: Promise<ListSearch> }) {
  const [search, realtime] = await Promise.all([searchParams, fetchRealtimeConfig()])
  return (
    <ListPage search={search}>
      <IntlMenu messages={menuMessages} />
      <LiveScore matchId="x" initial={{ remaining: 501 }} realtime={realtime} />
    </ListPage>
  )
}
