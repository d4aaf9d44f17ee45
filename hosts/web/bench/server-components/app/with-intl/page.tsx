/** Measures the list plus one react-intl client island (the header's menu). */
import { IntlMenu } from '../intl-menu'
import { ListPage, type ListSearch } from '../list-page'
import { menuMessages } from '../menu-messages'

export const dynamic = 'force-dynamic'

export default async function WithIntlPage({ searchParams }: { searchParams: Promise<ListSearch> }) {
  return (
    <ListPage search={await searchParams}>
      <IntlMenu messages={menuMessages} />
    </ListPage>
  )
}
