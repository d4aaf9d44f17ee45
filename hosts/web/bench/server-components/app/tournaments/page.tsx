/** Measures the server-rendered tournament list alone: no island but the times. */
import { ListPage, type ListSearch } from '../list-page'

export const dynamic = 'force-dynamic'

export default async function TournamentsPage({ searchParams }: { searchParams: Promise<ListSearch> }) {
  return <ListPage search={await searchParams} />
}
