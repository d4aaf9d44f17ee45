import type { CompetitionSiteContext, LeagueMatch } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  changedSiteAnswer,
  site,
  sitePageFailing,
  sitePageLoading,
  siteStory,
} from '../parts/site-page/site-page.story-helpers'
import { SiteMatchScreen } from './site-match-screen'

const pathOf = (match: string) => `/matches/${match}`
const call = '/matches/:match'

const meta = {
  title: 'screens/Competition site/Match',
  component: SiteMatchScreen,
  args: { match: site.matches.live },
  parameters: siteStory(pathOf(site.matches.live)),
} satisfies Meta<typeof SiteMatchScreen>

export default meta
type Story = StoryObj<typeof meta>

const gameRows = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('tr[data-game]')]

/**
 * A match being played, as a visitor follows it: the teams in the title, its day, venue and division (linking to
 * the division's table), the score in games, every game with its players, legs and result, and the sign-off still
 * to come. No captain's or admin's control is on the page.
 */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    const title = await canvas.findByRole('heading', { level: 1, name: /^.+ – .+$/ })
    await expect(title).toBeVisible()
    await expect(canvas.getByText('Live', { selector: '[data-state="live"]' })).toBeVisible()
    const main = within(canvas.getByRole('main'))
    await expect(main.getByRole('link', { name: 'First division' })).toHaveAttribute(
      'href',
      `/groups/${site.divisions.first}/standings`,
    )
    await expect(canvas.getByRole('region', { name: 'Score' })).toHaveTextContent(/\d+–\d+/)

    const games = canvas.getByRole('region', { name: 'Games' })
    const rows = gameRows(games)
    await expect(rows.length).toBeGreaterThan(4)
    const finished = rows.filter((row) => row.dataset.gameState === 'finished')
    await expect(finished.length).toBeGreaterThan(0)
    await expect(within(finished[0] as HTMLElement).getByText(/^\d+–\d+$/)).toBeVisible()
    await expect(rows.some((row) => row.dataset.gameState === 'live')).toBe(true)
    // A visitor scores nothing, enters no result and signs nothing off; the app's live page is on another address.
    await expect(within(games).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: /^Score|result|Confirm|Dispute/ })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: /Watch live/ })).not.toBeInTheDocument()

    const report = canvas.getByRole('region', { name: 'Match report' })
    await expect(within(report).getByText(/both captains confirm the match report/)).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-confirmed="false"]')).toHaveLength(2)
    await expect(canvas.queryByRole('region', { name: 'Audit trail' })).not.toBeInTheDocument()
  },
}

/** A match both captains signed off: the final score, every game's winner and who confirmed when. */
export const Confirmed: Story = {
  args: { match: site.matches.confirmed },
  parameters: siteStory(pathOf(site.matches.confirmed)),
  play: async ({ canvas, canvasElement }) => {
    const report = await canvas.findByRole('region', { name: 'Match report' })
    await expect(within(report).getByText(/Both teams confirmed the match report/)).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-confirmed="true"]')).toHaveLength(2)
    const rows = gameRows(canvas.getByRole('region', { name: 'Games' }))
    for (const row of rows) await expect(row).toHaveAttribute('data-game-state', 'finished')
    await expect(canvas.getByText(/^Points \d+–\d+$/)).toBeVisible()
  },
}

/** Half an hour before midnight UTC, late on a league night: already the next day in Amsterdam (UTC+2). */
const lateAt = '2030-09-09T23:30:00.000Z'

/**
 * A report confirmed late at night: the moment is shown in the site's time zone (the context's `time_zone`), the
 * same on the server's HTML as in any visitor's browser, not in UTC nor in the browser's own zone.
 */
export const ConfirmedNearMidnight: Story = {
  args: { match: site.matches.confirmed },
  parameters: siteStory(pathOf(site.matches.confirmed), {}, [
    changedSiteAnswer<LeagueMatch>(call, (match) => ({
      ...match,
      confirmations: {
        home: match.confirmations.home && { ...match.confirmations.home, at: lateAt },
        away: match.confirmations.away && { ...match.confirmations.away, at: lateAt },
      },
    })),
    changedSiteAnswer<CompetitionSiteContext>('', (context) => ({ ...context, time_zone: 'Europe/Amsterdam' })),
  ]),
  play: async ({ canvas }) => {
    const report = await canvas.findByRole('region', { name: 'Match report' })
    await expect(within(report).getAllByText(/confirmed on 10 Sept 2030, 01:30$/)).toHaveLength(2)
  },
}

/** A disputed match: that it is disputed shows, not the captain's reason, which stays with the league. */
export const Disputed: Story = {
  args: { match: site.matches.disputed },
  parameters: siteStory(pathOf(site.matches.disputed)),
  play: async ({ canvas }) => {
    const report = await canvas.findByRole('region', { name: 'Match report' })
    await expect(within(report).getByText(/The match report is disputed/)).toBeVisible()
    await expect(within(report).queryByRole('note')).not.toBeInTheDocument()
  },
}

/** Not played yet, one lineup in: nobody sees it until the other team's is in too. */
export const Empty: Story = {
  args: { match: site.matches.homeLineupOnly },
  parameters: siteStory(pathOf(site.matches.homeLineupOnly)),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('region', { name: 'Games' })).toBeVisible()
    await expect(canvas.getByTestId('games-score')).toHaveTextContent('–')
    await expect(canvasElement.querySelectorAll('[data-players="hidden"]').length).toBeGreaterThan(0)
    await expect(canvas.getAllByText('Shown once both lineups are in').length).toBeGreaterThan(0)
    await expect(canvas.getAllByText('Not named yet').length).toBeGreaterThan(0)
  },
}

export const Loading: Story = {
  parameters: sitePageLoading(pathOf(site.matches.live), call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Match' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the match')
  },
}

export const Error: Story = {
  parameters: sitePageFailing(pathOf(site.matches.live), call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The match could not be loaded')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A match this season does not have: a mistyped link, or one of another season. */
export const NotFound: Story = {
  args: { match: 'no-such-match' },
  parameters: siteStory(pathOf('no-such-match')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This match cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  },
}

/** On a phone, in German: each game a card, the glossary's words. */
export const PhoneInGerman: Story = {
  args: { match: site.matches.confirmed },
  parameters: siteStory(pathOf(site.matches.confirmed)),
  globals: { locale: 'de', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Spielbericht' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Spiele' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'Games' })).toBeVisible()
  },
}
