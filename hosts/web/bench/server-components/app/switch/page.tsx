/**
 * Measures whether a page loads the code of islands it imports but does not render: one page module importing both
 * islands, rendering them only with `?heavy`. Opened without it, it renders the plain list.
 */
import { fetchRealtimeConfig } from '../api'
import { IntlMenu } from '../intl-menu'
import { ListPage, type ListSearch } from '../list-page'
import { LiveScore } from '../live-score'
import { menuMessages } from '../menu-messages'

export const dynamic = 'force-dynamic'

export default async function SwitchPage({ searchParams }: { searchParams: Promise<ListSearch & { heavy?: string }> }) {
  const { heavy, ...search } = await searchParams
  if (!heavy) return <ListPage search={search} />
  return (
    <ListPage search={search}>
      <IntlMenu messages={menuMessages} />
      <LiveScore matchId="x" initial={{ remaining: 501 }} realtime={await fetchRealtimeConfig()} />
    </ListPage>
  )
}
