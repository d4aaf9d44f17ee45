import type { CompetitionSiteContext } from '@oche/api'
import { mockJson } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import {
  changedSiteAnswer,
  site,
  sitePageFailing,
  sitePageLoading,
  siteStory,
} from '../parts/site-page/site-page.story-helpers'
import { SiteCalendarScreen } from './site-calendar-screen'

const path = '/calendar'
const feedBase = `http://${site.host}/api/competition/${site.domain}/calendar.ics`
const print = fn()

const meta = {
  title: 'screens/Competition site/Calendar',
  component: SiteCalendarScreen,
  args: {},
  parameters: siteStory(path),
  beforeEach: () => {
    print.mockClear()
    const original = window.print
    window.print = print
    return () => {
      window.print = original
    }
  },
} satisfies Meta<typeof SiteCalendarScreen>

export default meta
type Story = StoryObj<typeof meta>

const weekRows = (element: HTMLElement) => [
  ...element.querySelectorAll<HTMLElement>('section[data-calendar-week] [data-slot="league-match-row"]'),
]
const navigations = (element: HTMLElement) =>
  (element.ownerDocument.querySelector('[data-testid="navigation"]')?.textContent ?? '').split(' ')
/** The feed of the matches shown (not the list of every feed under it). */
const chosenFeed = (feeds: HTMLElement) =>
  within(feeds.querySelector<HTMLElement>('[data-slot="calendar-chosen-feed"]') as HTMLElement)
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/**
 * The whole season by league night, each match linking to its page; the season's feed to subscribe to (webcal) or
 * download, and "Print".
 */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Matches' })).toBeVisible()
    await canvas.findByRole('region', { name: 'In your calendar' })
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent(/^The whole season: \d+ matches$/)
    const total = Number(/(\d+) matches/.exec(status.textContent ?? '')?.[1])
    await expect(weekRows(canvasElement)).toHaveLength(total)
    // By calendar week, in date order, each week naming its league nights.
    const weeks = canvas.getAllByRole('heading', { level: 2, name: /^Week of / })
    await expect(weeks.length).toBeGreaterThan(1)
    const mondays = [...canvasElement.querySelectorAll<HTMLElement>('section[data-calendar-week]')].map(
      (section) => section.dataset.calendarWeek ?? '',
    )
    await expect([...mondays].sort()).toEqual(mondays)
    await expect(canvas.getAllByText(/^League night \d+$/).length).toBeGreaterThan(1)
    await expect(
      within(weekRows(canvasElement)[0] as HTMLElement).getByRole('link', { name: /^.+ – .+$/ }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/matches\//))

    const feeds = canvas.getByRole('region', { name: 'In your calendar' })
    await expect(within(feeds).getByRole('link', { name: 'Subscribe: The whole season' })).toHaveAttribute(
      'href',
      feedBase.replace('http://', 'webcal://'),
    )
    await expect(within(feeds).getByRole('link', { name: 'Download (.ics): The whole season' })).toHaveAttribute(
      'href',
      feedBase,
    )
    await expect(within(feeds).getByRole('textbox', { name: /Calendar address/ })).toHaveValue(feedBase)

    await userEvent.click(canvas.getByRole('button', { name: 'Print' }))
    await expect(print).toHaveBeenCalledTimes(1)
  },
}

/**
 * A team's matches, then another division (which lets the team go): each choice is written into the address, and
 * the feed offered is the chosen team's or division's.
 */
export const Filter: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'In your calendar' })
    await choose('Team', 'The Arrows')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^The Arrows: \d+ matches$/))
    for (const row of weekRows(canvasElement)) await expect(row).toHaveTextContent('The Arrows')
    await expect(navigations(canvasElement)).toContain(`${path}?team=${site.team}`)
    const feeds = chosenFeed(canvas.getByRole('region', { name: 'In your calendar' }))
    await expect(feeds.getByRole('link', { name: 'Subscribe: The Arrows' })).toHaveAttribute(
      'href',
      `${feedBase.replace('http://', 'webcal://')}?team=${site.team}`,
    )

    await choose('Division', 'Second division')
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Team' })).toHaveTextContent('All teams'))
    await expect(navigations(canvasElement)).toContain(`${path}?division=${site.divisions.second}`)
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Second division: \d+ matches$/)
    await expect(feeds.getByRole('link', { name: 'Download (.ics): Second division' })).toHaveAttribute(
      'href',
      `${feedBase}?division=${site.divisions.second}`,
    )

    await userEvent.click(canvas.getByRole('button', { name: 'Show every match' }))
    await expect(canvas.getByRole('status')).toHaveTextContent(/^The whole season/)
    await expect(navigations(canvasElement)).toContain(path)
  },
}

/** A shared link: the filters come from the address. */
export const FromTheAddress: Story = {
  args: { searchParams: { division: site.divisions.second } },
  parameters: siteStory(`${path}?division=${site.divisions.second}`),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('region', { name: 'In your calendar' })
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Second division: /)
    for (const row of weekRows(canvasElement)) await expect(row).not.toHaveTextContent('First division')
    await expect(canvas.getByRole('combobox', { name: 'Division' })).toHaveTextContent('Second division')
  },
}

/** Every division's and team's own feed, behind a disclosure. */
export const EveryFeed: Story = {
  play: async ({ canvas }) => {
    const summary = await canvas.findByText('The calendar of each division and team')
    await userEvent.click(summary)
    await expect(canvas.getByRole('link', { name: 'Subscribe: First division' })).toHaveAttribute(
      'href',
      `${feedBase.replace('http://', 'webcal://')}?division=${site.divisions.first}`,
    )
    await expect(canvas.getByRole('link', { name: 'Download (.ics): The Arrows' })).toHaveAttribute(
      'href',
      `${feedBase}?team=${site.team}`,
    )
  },
}

/** Another season's fixture list: its feed is that season's. */
export const OtherSeason: Story = {
  args: { season: site.currentSeason },
  parameters: siteStory(`/${site.currentSeason}${path}`),
  play: async ({ canvas }) => {
    const feeds = await canvas.findByRole('region', { name: 'In your calendar' })
    await expect(within(feeds).getByRole('link', { name: 'Download (.ics): The whole season' })).toHaveAttribute(
      'href',
      `${feedBase}?season=${site.currentSeason}`,
    )
  },
}

/** No fixture list yet. */
export const Empty: Story = {
  parameters: siteStory(path, {}, [mockJson('get', '/competition/:domain/matches', [])]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The fixture list is not out yet' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument()
  },
}

/** A league that does not show its fixture list: the page is not there. */
export const NotFound: Story = {
  parameters: siteStory(path, {}, [
    changedSiteAnswer<CompetitionSiteContext>('', (context) => ({
      ...context,
      organisation: { ...context.organisation, pages: ['help'] },
    })),
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This league has no fixture list here' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Matches' })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: sitePageLoading(path, '/matches'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Matches' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the matches')
  },
}

export const Error: Story = {
  parameters: sitePageFailing(path, '/matches'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The matches could not be loaded')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** On a phone, in French: the filters one under the other, the glossary's words. */
export const PhoneInFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rencontres' })).toBeVisible()
    await expect(await canvas.findByRole('combobox', { name: 'Équipe' })).toBeVisible()
    // The feeds come after the list on a phone: a link leads down to them.
    await expect(canvas.getByRole('link', { name: 'Ajouter à votre agenda' })).toHaveAttribute(
      'href',
      '#calendar-feeds',
    )
    await expect(canvas.getAllByRole('heading', { level: 2, name: /^Semaine du / }).length).toBeGreaterThan(1)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'In your calendar' })).toBeVisible()
  },
}
