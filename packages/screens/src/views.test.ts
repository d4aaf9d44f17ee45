import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { messagesFor } from '@oche/i18n/messages'
import { tournamentPageFixture } from '@oche/mocks'
import { createElement, type ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain .mjs script without types: the walk over an entry's imports.
import { serverSafetyProblems } from '../../../scripts/server-safe.mjs'
import {
  AccountLinksView,
  AppFooterView,
  AppHeaderView,
  appNavItems,
  HomeView,
  TournamentListEmptyView,
  TournamentListView,
} from './views'

const hostLink = ({ href, ...props }: ComponentProps<'a'> & { href: string }) =>
  createElement('a', { ...props, href, 'data-host-link': '' })
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const source = (path: string) => join(root, 'packages/screens/src', path)

describe('the views entry', () => {
  it('reaches no hook, context, client directive or client package: a server component page renders it', () => {
    expect(serverSafetyProblems(source('views.ts'), root)).toEqual([])
    // The walk finds what a client screen uses, so an empty list above is an answer.
    expect(serverSafetyProblems(source('tournaments/tournament-list/public-tournament-list-screen.tsx'), root)).toEqual(
      expect.arrayContaining([
        'packages/screens/src/tournaments/tournament-list/public-tournament-list-screen.tsx: useState from react',
        'packages/screens/src/tournaments/tournament-list/public-tournament-list-screen.tsx: FormattedMessage, useIntl from react-intl',
      ]),
    )
  })

  it('renders the tournament list on the server, in the page’s language, with the host’s links', () => {
    const intl = createIntl({ locale: 'nl-BE', messages: messagesFor('nl'), onError: () => undefined })
    const tournaments = tournamentPageFixture.data.slice(0, 3)
    const html = renderToStaticMarkup(
      createElement(TournamentListView, {
        tournaments,
        intl,
        locale: 'nl',
        Link: hostLink,
        Start: ({ startsAt }: { startsAt: string }) => createElement('time', { dateTime: startsAt }),
      }),
    )
    for (const tournament of tournaments) {
      expect(html).toContain(`href="/nl/tournaments/${tournament.id}" data-host-link=""`)
      expect(html).toContain(`<time dateTime="${tournament.starts_at}">`)
    }
    const first = tournaments[0]!
    expect(html).toContain(
      `${first.entries_count === 1 ? '1 deelnemer' : `${first.entries_count} deelnemers`} · georganiseerd door ${first.organiser.name}`,
    )
    expect(html).not.toContain('organised by')
  })

  it('renders the header and footer on the server, the current area marked, the menus where they are given', () => {
    const intl = createIntl({ locale: 'de-DE', messages: messagesFor('de'), onError: () => undefined })
    const items = appNavItems(intl, { isSignedIn: false, showAdmin: false })
    const links = { items, current: '/tournaments/abc/groups', locale: 'de' as const, Link: hostLink }
    const header = renderToStaticMarkup(
      createElement(AppHeaderView, { intl, ...links, menus: createElement('button', { id: 'menus' }, 'Sprache') }),
    )
    expect(header).toMatch(/<a aria-current="page" [^>]*href="\/de\/tournaments" data-host-link="">/)
    expect(header).not.toMatch(/<a aria-current="page" [^>]*href="\/de\/play"/)
    expect(header).toContain('href="/de/play"')
    expect(header).not.toContain('/de/manage')
    expect(header).toContain('<button id="menus">Sprache</button>')
    expect(header).toContain(`aria-label="${intl.formatMessage({ id: 'shell.nav.label' })}"`)
    const footer = renderToStaticMarkup(createElement(AppFooterView, { intl, locale: 'de', Link: hostLink }))
    expect(footer).toContain(`>${intl.formatMessage({ id: 'shell.footer.privacy' })}</a>`)
    expect(footer).not.toContain('Privacy policy')
  })

  it('renders a visitor’s sign-in links, the home page and the empty list on the server, in the page’s language', () => {
    const intl = createIntl({ locale: 'fr-FR', messages: messagesFor('fr'), onError: () => undefined })
    const account = renderToStaticMarkup(createElement(AccountLinksView, { intl, locale: 'fr', Link: hostLink }))
    expect(account).toContain(`href="/fr/auth/login" data-host-link=""`)
    expect(account).toContain(`>${intl.formatMessage({ id: 'shell.account.signIn' })}</a>`)
    expect(account).toContain('href="/fr/auth/register"')
    const home = renderToStaticMarkup(createElement(HomeView, { intl, locale: 'fr' }))
    expect(home).toContain(`>${intl.formatMessage({ id: 'home.hero.title' })}</h1>`)
    expect(home).toContain(`href="/fr/play"`)
    expect(home).not.toContain('Play a match')
    const empty = renderToStaticMarkup(
      createElement(TournamentListEmptyView, {
        intl,
        isSearching: true,
        action: createElement('a', { href: '/fr/tournaments' }, 'tous'),
      }),
    )
    expect(empty).toContain(intl.formatMessage({ id: 'tournaments.list.noMatchesTitle' }))
    expect(empty).toContain('<a href="/fr/tournaments">tous</a>')
  })
})
