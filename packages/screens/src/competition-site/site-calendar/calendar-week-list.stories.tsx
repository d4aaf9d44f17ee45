import type { LeagueMatchList } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { useSitePaths } from '../parts/site-paths'
import { site } from '../parts/site-page/site-page.story-helpers'
import { sitePartStory, WithSiteMatches } from '../parts/site-page/site-part.story-helpers'
import { CalendarWeekList } from './calendar-week-list'

/** Which of the season's matches the story lists: all, one division's, or some still without a date. */
type Chosen = 'every' | 'secondDivision' | 'undated' | 'none'

const choose = (matches: LeagueMatchList, chosen: Chosen): LeagueMatchList => {
  switch (chosen) {
    case 'secondDivision':
      return matches.filter((match) => match.division.slug === site.divisions.second)
    case 'undated': {
      // The first division's last league night has no date yet.
      const isFirst = (match: LeagueMatchList[number]) => match.division.slug === site.divisions.first
      const last = Math.max(...matches.filter(isFirst).map((match) => match.week))
      return matches.map((match) => (isFirst(match) && match.week === last ? { ...match, date: null } : match))
    }
    case 'none':
      return []
    default:
      return matches
  }
}

/** The list as the calendar page gives it: the season's matches (those chosen), linking to the site's match pages. */
function SiteCalendarWeekList({ chosen, season }: { chosen: Chosen; season?: string | undefined }) {
  const paths = useSitePaths(season)
  return (
    <WithSiteMatches season={season}>
      {({ context, matches }) => (
        <CalendarWeekList
          matches={choose(matches, chosen)}
          leagueDivisions={
            new Set(context.divisions.filter((division) => division.kind === 'league').map((division) => division.slug))
          }
          matchHref={(match) => paths.page('competition-site-season-matches-match', { match })}
          showDivision={chosen !== 'secondDivision'}
        />
      )}
    </WithSiteMatches>
  )
}

const meta = {
  title: 'screens/Competition site/Parts/Calendar week list',
  component: SiteCalendarWeekList,
  args: { chosen: 'every', season: undefined },
  parameters: sitePartStory('/calendar'),
} satisfies Meta<typeof SiteCalendarWeekList>

export default meta
type Story = StoryObj<typeof meta>

const weeksOf = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('section[data-calendar-week]')]
const rowsOf = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('[data-slot="league-match-row"]')]

/**
 * The season's matches by calendar week, first week first: each week names its league nights, each match its day,
 * division and venue, linking to its page; played matches show their score.
 */
export const Season: Story = {
  play: async ({ canvas, canvasElement }) => {
    const headings = await canvas.findAllByRole('heading', { level: 2, name: /^Week of / })
    const weeks = weeksOf(canvasElement)
    await expect(weeks).toHaveLength(headings.length)
    await expect(weeks.length).toBeGreaterThan(1)
    const mondays = weeks.map((week) => week.dataset.calendarWeek ?? '')
    await expect([...mondays].sort()).toEqual(mondays)
    // Every week starts on a Monday.
    for (const monday of mondays) await expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1)
    await expect(canvas.getAllByText(/^League nights? \d+/).length).toBeGreaterThan(1)

    const first = within(weeks[0] as HTMLElement)
    const row = rowsOf(weeks[0] as HTMLElement)[0] as HTMLElement
    const link = within(row).getByRole('link', { name: /^.+ – .+$/ })
    await expect(link).toHaveAttribute('href', `/matches/${row.dataset.match}`)
    await expect(row).toHaveTextContent(' · ')
    await expect(first.getAllByText(/^Games won: \d+ to \d+$/).length).toBeGreaterThan(0)
    // The live match is in its week, marked live.
    const live = canvasElement.querySelector<HTMLElement>(`[data-match="${site.matches.live}"]`)
    await expect(live).toHaveAttribute('data-state', 'live')
  },
}

/** One division's matches: no division named on each row. */
export const OneDivision: Story = {
  args: { chosen: 'secondDivision' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findAllByRole('heading', { level: 2, name: /^Week of / })
    const rows = rowsOf(canvasElement)
    await expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) await expect(row).not.toHaveTextContent('Second division')
  },
}

/** Matches without a date yet come last, under "Date to follow". */
export const DateToFollow: Story = {
  args: { chosen: 'undated' },
  play: async ({ canvas, canvasElement }) => {
    const undated = await canvas.findByRole('heading', { level: 2, name: /^Date to follow/ })
    await expect(undated).toBeVisible()
    const weeks = weeksOf(canvasElement)
    await expect(weeks.at(-1)).toHaveAttribute('data-calendar-week', 'undated')
    await expect(within(weeks.at(-1) as HTMLElement).getByText(/^League night \d+$/)).toBeVisible()
  },
}

/** Nothing to list: no week at all (the page says the fixture list is not out yet). */
export const Empty: Story = {
  args: { chosen: 'none' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="calendar-weeks"]')).toBeInTheDocument())
    await expect(weeksOf(canvasElement)).toHaveLength(0)
  },
}

/** Another season's list: each match's link stays in that season. */
export const OtherSeason: Story = {
  args: { season: site.currentSeason },
  parameters: sitePartStory(`/${site.currentSeason}/calendar`),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('heading', { level: 2, name: /^Week of / })
    const live = canvasElement.querySelector<HTMLElement>(`[data-match="${site.matches.live}"]`) as HTMLElement
    await expect(within(live).getByRole('link')).toHaveAttribute(
      'href',
      `/${site.currentSeason}/matches/${site.matches.live}`,
    )
  },
}

/** On a phone, in Dutch: the weeks' and league nights' words in Dutch. */
export const PhoneInDutch: Story = {
  globals: { locale: 'nl', viewport: { value: 'mobile1', isRotated: false } },
  parameters: sitePartStory('/nl/calendar'),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('heading', { level: 2, name: /^Week van / })).length).toBeGreaterThan(1)
    await expect(canvas.getAllByText(/^Speeldag(en)? \d+/).length).toBeGreaterThan(1)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect((await canvas.findAllByRole('heading', { level: 2, name: /^Week of / }))[0]).toBeVisible()
  },
}
