/** Measures a public page as a server component: the tournament list, all HTML but one small island (`LocalTime`). */
import type { TournamentPage } from '@oche/api'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { createIntl, defineMessages } from 'react-intl/server'
import { fetchApi } from './api'
import { LocalTime } from './local-time'

const messages = defineMessages({
  home: { id: 'home', defaultMessage: 'Oche' },
  mainNavigation: { id: 'mainNavigation', defaultMessage: 'Main' },
  title: { id: 'title', defaultMessage: 'Tournaments' },
  rankings: { id: 'rankings', defaultMessage: 'Rankings' },
  description: {
    id: 'description',
    defaultMessage: 'Follow darts tournaments live, see who is playing and look back at the results.',
  },
  statusNavigation: { id: 'statusNavigation', defaultMessage: 'Which tournaments' },
  all: { id: 'all', defaultMessage: 'All' },
  live: { id: 'live', defaultMessage: 'Live' },
  upcoming: { id: 'upcoming', defaultMessage: 'Upcoming' },
  finished: { id: 'finished', defaultMessage: 'Finished' },
  search: { id: 'search', defaultMessage: 'Search by name or venue' },
  starts: { id: 'starts', defaultMessage: 'Starts' },
  venue: { id: 'venue', defaultMessage: 'Venue' },
  entriesLabel: { id: 'entriesLabel', defaultMessage: 'Entries' },
})

const tabs = ['all', 'live', 'upcoming', 'finished'] as const

/** What the list reads from the address: `?status=live&search=…`. */
export type ListSearch = { status?: string; search?: string }

export type ListPageProps = { search: ListSearch; children?: ReactNode }

/** The tournament list: everything but the reader's time zone is HTML. `children` go in the header (the islands). */
export async function ListPage({ search, children }: ListPageProps) {
  const intl = createIntl({ locale: 'en' })
  const query = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => !!entry[1]))
  const page = await fetchApi<TournamentPage>(`/tournaments${query.size > 0 ? `?${query}` : ''}`)
  const current = search.status ?? 'all'
  return (
    <>
      <header>
        <Link href="/">{intl.formatMessage(messages.home)}</Link>
        <nav aria-label={intl.formatMessage(messages.mainNavigation)}>
          <Link href="/tournaments">{intl.formatMessage(messages.title)}</Link>
          <Link href="/rankings">{intl.formatMessage(messages.rankings)}</Link>
        </nav>
        {children}
      </header>
      <main>
        <h1>{intl.formatMessage(messages.title)}</h1>
        <p>{intl.formatMessage(messages.description)}</p>
        <nav aria-label={intl.formatMessage(messages.statusNavigation)}>
          {tabs.map((tab) => (
            <Link
              key={tab}
              href={tab === 'all' ? '/tournaments' : `/tournaments?status=${tab}`}
              aria-current={current === tab ? 'page' : undefined}
            >
              {intl.formatMessage(messages[tab])}
            </Link>
          ))}
        </nav>
        <form role="search" method="get">
          <label htmlFor="search">{intl.formatMessage(messages.search)}</label>
          <input id="search" type="search" name="search" defaultValue={search.search ?? ''} />
        </form>
        <ul>
          {page.data.map((tournament) => (
            <li key={tournament.id} data-status={tournament.status}>
              <h2>
                <Link href={`/tournaments/${tournament.id}`}>{tournament.name}</Link>
              </h2>
              <dl>
                <dt>{intl.formatMessage(messages.starts)}</dt>
                <dd>
                  <LocalTime at={tournament.starts_at} locale="en" />
                </dd>
                {tournament.venue ? (
                  <>
                    <dt>{intl.formatMessage(messages.venue)}</dt>
                    <dd>{tournament.venue}</dd>
                  </>
                ) : null}
                <dt>{intl.formatMessage(messages.entriesLabel)}</dt>
                <dd>
                  {intl.formatMessage(
                    // Inline: react-intl/server's types reject a `defineMessages` descriptor with values.
                    {
                      id: 'entries',
                      defaultMessage: '{count, plural, one {# entry} other {# entries}} · organised by {organiser}',
                    },
                    { count: tournament.entries_count, organiser: tournament.organiser.name },
                  )}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      </main>
    </>
  )
}
