import {
  CompetitionSiteContextSchema,
  realtimeChannels,
  realtimeEvents,
  type CompetitionSiteContext,
  type LeagueMatchList,
} from '@oche/api'
import { mockJson, siteContentFailing, siteContentFixtureSlugs, siteContentLoading } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Profiler } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { storyRealtime } from '../../../../../.storybook/story-harness'
import {
  changedSiteAnswer,
  site,
  sitePageFailing,
  sitePageLoading,
  siteStory,
} from '../parts/site-page/site-page.story-helpers'
import { SiteHomeScreen } from './site-home-screen'

const meta = {
  title: 'screens/Competition site/Home',
  component: SiteHomeScreen,
  args: {},
  parameters: siteStory('/'),
} satisfies Meta<typeof SiteHomeScreen>

export default meta
type Story = StoryObj<typeof meta>

const rowsOf = (section: HTMLElement) => [...section.querySelectorAll<HTMLElement>('[data-slot="league-match-row"]')]

/**
 * Halfway through the season on a league night: the match being played first, the league night with every match,
 * the latest results and the next matches, each linking to its page, and the top of each division's table.
 */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The banner names the league; the page's title is the season.
    await expect(await canvas.findByRole('heading', { level: 1, name: `Season ${site.currentSeason}` })).toBeVisible()
    await expect(within(canvas.getByRole('banner')).getByRole('link', { name: site.name })).toHaveAttribute('href', '/')

    const liveNow = await canvas.findByRole('region', { name: /^Live now/ })
    await expect(within(liveNow).getByText('1 match')).toBeVisible()
    await expect(within(liveNow).getByRole('link')).toHaveAttribute('href', `/matches/${site.matches.live}`)

    const round = canvas.getByRole('region', { name: /^League night \d+/ })
    await expect(within(round).getByText('This league night')).toBeVisible()
    const tonight = rowsOf(round)
    await expect(tonight.some((row) => row.dataset.match === site.matches.live)).toBe(true)
    await expect(tonight.every((row) => row.dataset.state !== undefined)).toBe(true)

    const results = canvas.getByRole('region', { name: 'Latest results' })
    const played = rowsOf(results)
    await expect(played.length).toBeGreaterThan(0)
    await expect(played.length).toBeLessThanOrEqual(5)
    for (const row of played) await expect(['played', 'confirmed', 'disputed']).toContain(row.dataset.state)
    await expect(within(results).getAllByText(/^Games won: \d+ to \d+$/)).toHaveLength(played.length)
    await expect(within(results).getByRole('link', { name: 'All matches' })).toHaveAttribute('href', '/calendar')

    const next = canvas.getByRole('region', { name: 'Next matches' })
    for (const row of rowsOf(next)) await expect(row).toHaveAttribute('data-state', 'scheduled')

    const first = await canvas.findByRole('region', { name: 'First division' })
    const table = within(first).getByRole('table', { name: 'Standings of First division' })
    await expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(6)
    await expect(within(first).getByRole('link', { name: 'Full table of First division' })).toHaveAttribute(
      'href',
      `/groups/${site.divisions.first}/standings`,
    )
    await expect(canvas.getByRole('region', { name: 'Second division' })).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-slot="home-standings"]')).toHaveLength(2)
  },
}

/** The live match ends once `finish` is called: the API's answers from then on (the matches and their count). */
const liveNight = (() => {
  let finished = false
  let matchesAsked = 0
  let contextAsked = 0
  let liveId: string | null = null
  return {
    start() {
      finished = false
      matchesAsked = 0
      contextAsked = 0
    },
    finish: () => void (finished = true),
    asked: () => ({ matches: matchesAsked, context: contextAsked }),
    /** The id of the match being played, once the matches were asked for. */
    liveId: () => liveId,
    handlers: [
      changedSiteAnswer<LeagueMatchList>('/matches', (matches) => {
        matchesAsked += 1
        liveId = matches.find((match) => match.slug === site.matches.live)?.id ?? null
        return finished
          ? matches.map((match) => (match.slug === site.matches.live ? { ...match, state: 'played' } : match))
          : matches
      }),
      changedSiteAnswer<CompetitionSiteContext>('', (context) => {
        contextAsked += 1
        return context
      }),
    ],
  }
})()

/**
 * Live scores on a league night: the page listens on its season's public channel (`league.{season id}`, named by
 * the site's context) and a `league.updated` there refetches the season's matches: the match that ended leaves
 * "Live now" without a reload. The organisation context is not asked again.
 */
export const LiveScores: Story = {
  parameters: siteStory('/', {}, liveNight.handlers),
  beforeEach: () => liveNight.start(),
  play: async ({ canvas }) => {
    const liveNow = await canvas.findByRole('region', { name: /^Live now/ })
    await expect(within(liveNow).getByRole('link')).toHaveAttribute('href', `/matches/${site.matches.live}`)
    const answer = await fetch(`/api/competition/${site.domain}`)
    const seasonId = CompetitionSiteContextSchema.parse(await answer.json()).season?.id ?? ''
    await expect(seasonId).not.toBe('')
    const channel = realtimeChannels.league(seasonId)
    await waitFor(() => expect(storyRealtime().subscribedChannels()).toContain(channel))
    const before = liveNight.asked()

    liveNight.finish()
    storyRealtime().emit(channel, realtimeEvents.leagueUpdated, {
      seasonId,
      matchId: liveNight.liveId(),
      state: 'played',
    })
    await waitFor(() => expect(canvas.queryByRole('region', { name: /^Live now/ })).not.toBeInTheDocument())
    await expect(liveNight.asked().matches).toBeGreaterThan(before.matches)
    await expect(liveNight.asked().context).toBe(before.context)
  },
}

/** How often the home page (everything below the screen) was drawn again: counted by a React profiler around it. */
const drawn = { times: 0 }

/**
 * A phone opening the site connects for live scores while the page is already there: the connection's steps
 * (connecting, connected) leave the page as it is, and only a connection that goes down makes it draw again (its
 * tables then ask again every minute while a match is live). Drawing the whole page again for each step cost a
 * phone a second of blocking time after it opened the page (docs/benchmarks.md, the league's site on a phone).
 */
export const ConnectingLeavesThePage: Story = {
  parameters: { ...siteStory('/'), connection: 'initialized' },
  beforeEach: () => void (drawn.times = 0),
  render: (args) => (
    <Profiler id="site-home" onRender={() => void (drawn.times += 1)}>
      <SiteHomeScreen {...args} />
    </Profiler>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'First division' })
    await expect(canvas.getByRole('region', { name: /^Live now/ })).toBeVisible()
    const before = drawn.times

    storyRealtime().setState('connecting')
    // A task later React has drawn whatever that step asked for (it draws a connection's change before the next task).
    await new Promise((next) => setTimeout(next, 0))
    storyRealtime().setState('connected')
    await new Promise((next) => setTimeout(next, 0))
    await expect(drawn.times).toBe(before)

    // The connection drops: now the page draws again (the counter sees it), and the matches stay shown.
    storyRealtime().setState('unavailable')
    await waitFor(() => expect(drawn.times).toBeGreaterThan(before))
    await expect(canvas.getByRole('region', { name: /^Live now/ })).toBeVisible()
  },
}

/** Before the first league night: the first one comes next, and nothing has a result yet. */
export const NotStarted: Story = {
  parameters: siteStory('/', { state: 'notStarted' }),
  play: async ({ canvas }) => {
    const round = await canvas.findByRole('region', { name: /^League night 1\b/ })
    await expect(within(round).getByText('Next league night')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: /^Live now/ })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('region', { name: 'Latest results' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('region', { name: 'Next matches' })).toBeVisible()
  },
}

/** Another season, read from its own address: every link stays in it. */
export const OtherSeason: Story = {
  args: { season: site.currentSeason },
  parameters: siteStory(`/${site.currentSeason}`),
  play: async ({ canvas }) => {
    const liveNow = await canvas.findByRole('region', { name: /^Live now/ })
    await expect(within(liveNow).getByRole('link')).toHaveAttribute(
      'href',
      `/${site.currentSeason}/matches/${site.matches.live}`,
    )
  },
}

/** A season without matches yet: the page says when they come. */
export const Empty: Story = {
  parameters: siteStory('/', {}, [mockJson('get', '/competition/:domain/matches', [])]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No matches yet' })).toBeVisible()
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}

/** A league without a season yet. */
export const NoSeason: Story = {
  parameters: siteStory('/', { state: 'noSeason' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No season yet' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: site.name })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: sitePageLoading('/', '/matches'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: `Season ${site.currentSeason}` })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the matches')
  },
}

export const Error: Story = {
  parameters: sitePageFailing('/', '/matches'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The matches could not be loaded')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** The tables fail but the matches do not: the matches stay, the tables say so with a retry. */
export const StandingsError: Story = {
  parameters: sitePageFailing('/', '/divisions/:division/standings'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The standings could not be loaded')
    await expect(canvas.getByRole('region', { name: 'Latest results' })).toBeVisible()
  },
}

/** The league shows its news: its newest articles, each to its page, and the way to all of them. */
export const LatestNews: Story = {
  play: async ({ canvas }) => {
    const news = await canvas.findByRole('region', { name: 'Latest news' })
    const articles = await within(news).findAllByRole('heading', { level: 3 })
    await expect(articles.map((heading) => heading.textContent)).toEqual([
      'Winter break and the second half',
      'Cup draw on Friday',
    ])
    await expect(within(news).getByRole('link', { name: 'Winter break and the second half' })).toHaveAttribute(
      'href',
      `/news/${siteContentFixtureSlugs.winter}`,
    )
    await expect(within(news).getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news')
  },
}

/** A league that does not show its news: no news on its home either. */
export const NewsNotShown: Story = {
  parameters: siteStory('/', {}, [
    changedSiteAnswer<CompetitionSiteContext>('', (context) => ({
      ...context,
      organisation: { ...context.organisation, pages: context.organisation.pages.filter((page) => page !== 'news') },
    })),
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Latest results' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Latest news' })).not.toBeInTheDocument()
  },
}

/** The news loads apart from the matches: while it does, its block says so. */
export const NewsLoading: Story = {
  parameters: siteStory('/', {}, siteContentLoading()),
  play: async ({ canvas }) => {
    const news = await canvas.findByRole('region', { name: 'Latest news' })
    await expect(within(news).getByRole('status')).toHaveTextContent('Loading the news')
  },
}

/** The news fails but the matches do not: the matches stay, the news says so with a retry. */
export const NewsError: Story = {
  parameters: siteStory('/', {}, siteContentFailing()),
  play: async ({ canvas }) => {
    const news = await canvas.findByRole('region', { name: 'Latest news' })
    await expect(await within(news).findByRole('alert')).toHaveTextContent('The news could not be loaded')
    await expect(canvas.getByRole('region', { name: 'Latest results' })).toBeVisible()
  },
}

/** On a phone, in Dutch: the glossary's words, the blocks one under the other. */
export const PhoneInDutch: Story = {
  globals: { locale: 'nl', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Laatste uitslagen' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: /^Speeldag \d+/ })).toBeVisible()
    await expect(await canvas.findByRole('table', { name: 'Klassement van First division' })).toBeVisible()
  },
}

/** On a phone, in German: a division's long "whole table" link wraps instead of running off the screen. */
export const PhoneInGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: /First division/ })
    const links = await canvas.findAllByRole('link', { name: /^Ganze Tabelle der Staffel/ })
    for (const link of links) await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'Latest results' })).toBeVisible()
  },
}
