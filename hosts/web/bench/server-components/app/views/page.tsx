/**
 * Measures the real tournament list's view (`@oche/screens/views`, docs/adr/031) as a server component, between the
 * app's real header and footer views: the same markup as the client screens', the texts formatted on the server from
 * the English catalogue, the start times as the one client island and the links as Next's. The header's menus
 * (language, colour mode, account) are not there yet: they are the next islands.
 */
import type { TournamentPage } from '@oche/api'
import { messagesFor } from '@oche/i18n/messages'
import { AppFooterView, AppHeaderView, appNavItems, TournamentListView } from '@oche/screens/views'
import Link from 'next/link'
import { createIntl } from 'react-intl/server'
import { fetchApi } from '../api'
import { StartTime } from '../local-time'

export const dynamic = 'force-dynamic'

export default async function ViewsPage() {
  const intl = createIntl({ locale: 'en-GB', messages: messagesFor('en'), onError: () => undefined })
  const page = await fetchApi<TournamentPage>('/tournaments')
  const items = appNavItems(intl, { isSignedIn: false, showAdmin: false })
  return (
    <>
      <AppHeaderView intl={intl} items={items} current="/tournaments" locale="en" Link={Link} />
      <main>
        <h1>{intl.formatMessage({ id: 'tournaments.list.title', defaultMessage: 'Tournaments' })}</h1>
        <TournamentListView tournaments={page.data} intl={intl} locale="en" Link={Link} Start={StartTime} />
      </main>
      <AppFooterView intl={intl} locale="en" Link={Link} />
    </>
  )
}
