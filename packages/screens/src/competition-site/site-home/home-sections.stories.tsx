import type { LeagueMatchList } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormattedMessage } from 'react-intl'
import { expect, within } from 'storybook/test'
import { useSitePaths } from '../parts/site-paths'
import { site } from '../parts/site-page/site-page.story-helpers'
import { sitePartStory, WithSiteMatches } from '../parts/site-page/site-part.story-helpers'
import { homeMatches } from './home-matches'
import { HomeSection, MatchRows, RoundBadge, RoundDays } from './home-sections'

/** Which block of the home page the story shows. */
type Block = 'round' | 'firstRound' | 'results' | 'upcoming' | 'noTeams'

/** The home page's blocks as it builds them from the season's matches (`homeMatches`), linking into the site. */
function SiteHomeSection({ block, season }: { block: Block; season?: string | undefined }) {
  const paths = useSitePaths(season)
  const matchHref = (match: string) => paths.page('competition-site-season-matches-match', { match })
  const allMatches = {
    href: paths.page('competition-site-season-calendar', {}),
    label: <FormattedMessage id="competitionSite.home.allMatches" defaultMessage="All matches" />,
  }
  return (
    <WithSiteMatches season={season}>
      {({ context, matches }) => {
        const leagues = new Set(
          context.divisions.filter((division) => division.kind === 'league').map((division) => division.slug),
        )
        const isLeague = (match: LeagueMatchList[number]) => leagues.has(match.division.slug)
        const home = homeMatches(matches, isLeague)
        const showDivision = context.divisions.length > 1
        const round = (week: number, shown: LeagueMatchList) => (
          <HomeSection
            data-slot="home-round"
            title={
              <FormattedMessage
                id="competitionSite.home.round"
                defaultMessage="League night {week}"
                values={{ week }}
              />
            }
            badge={
              <>
                <RoundBadge matches={shown} />
                <RoundDays matches={shown} />
              </>
            }
          >
            <MatchRows matches={shown} matchHref={matchHref} showDivision={showDivision} />
          </HomeSection>
        )
        switch (block) {
          case 'round':
            return home.round ? round(home.round.week, home.round.matches) : null
          case 'firstRound':
            return round(
              1,
              matches.filter((match) => isLeague(match) && match.week === 1),
            )
          case 'results':
            return (
              <HomeSection
                data-slot="home-results"
                title={<FormattedMessage id="competitionSite.home.results" defaultMessage="Latest results" />}
                more={allMatches}
              >
                <MatchRows matches={home.results} matchHref={matchHref} showWeek showDivision={showDivision} />
              </HomeSection>
            )
          case 'upcoming':
            return (
              <HomeSection
                data-slot="home-upcoming"
                title={<FormattedMessage id="competitionSite.home.upcoming" defaultMessage="Next matches" />}
                more={allMatches}
              >
                <MatchRows matches={home.upcoming} matchHref={matchHref} showWeek showDivision={showDivision} />
              </HomeSection>
            )
          default:
            return (
              <HomeSection
                data-slot="home-standings"
                title="Second division"
                more={{
                  href: paths.page('competition-site-season-groups-group-standings', { group: site.divisions.second }),
                  label: (
                    <FormattedMessage
                      id="competitionSite.home.fullTable"
                      defaultMessage="Full table of {division}"
                      values={{ division: 'Second division' }}
                    />
                  ),
                }}
              >
                <p className="py-2 text-sm text-muted-foreground">
                  <FormattedMessage id="competitionSite.home.noTeams" defaultMessage="No teams in this division yet." />
                </p>
              </HomeSection>
            )
        }
      }}
    </WithSiteMatches>
  )
}

const meta = {
  title: 'screens/Competition site/Parts/Home sections',
  component: SiteHomeSection,
  args: { block: 'round', season: undefined },
  parameters: sitePartStory('/'),
} satisfies Meta<typeof SiteHomeSection>

export default meta
type Story = StoryObj<typeof meta>

const rowsOf = (section: HTMLElement) => [...section.querySelectorAll<HTMLElement>('[data-slot="league-match-row"]')]

/**
 * The league night being played: its number, "This league night" (live, a match is being played) and its days; each
 * match of it links to its page, the live one among them.
 */
export const Round: Story = {
  play: async ({ canvas }) => {
    const round = await canvas.findByRole('region', { name: /^League night \d+/ })
    const badge = within(round).getByText('This league night')
    await expect(badge).toHaveAttribute('data-round', 'underway')
    const rows = rowsOf(round)
    await expect(rows.length).toBeGreaterThan(1)
    await expect(rows.some((row) => row.dataset.match === site.matches.live)).toBe(true)
    const live = rows.find((row) => row.dataset.match === site.matches.live) as HTMLElement
    await expect(within(live).getByRole('link')).toHaveAttribute('href', `/matches/${site.matches.live}`)
    // Its days beside the title.
    await expect(round.querySelector('h2')).toHaveTextContent(/\d{4}/)
  },
}

/** Before the season's first darts: the next league night, nothing played. */
export const NextRound: Story = {
  parameters: sitePartStory('/', { state: 'notStarted' }),
  play: async ({ canvas }) => {
    const round = await canvas.findByRole('region', { name: /^League night 1\b/ })
    await expect(within(round).getByText('Next league night')).toHaveAttribute('data-round', 'next')
    for (const row of rowsOf(round)) await expect(row).toHaveAttribute('data-state', 'scheduled')
    await expect(within(round).queryByText(/^Games won/)).not.toBeInTheDocument()
  },
}

/** A league night every match of which is over: the last one, each with its score. */
export const RoundOver: Story = {
  args: { block: 'firstRound' },
  play: async ({ canvas }) => {
    const round = await canvas.findByRole('region', { name: /^League night 1\b/ })
    await expect(within(round).getByText('Last league night')).toHaveAttribute('data-round', 'over')
    await expect(within(round).getAllByText(/^Games won: \d+ to \d+$/)).toHaveLength(rowsOf(round).length)
  },
}

/** The latest results: at most five, newest first, each with its league night and score, and "All matches". */
export const Results: Story = {
  args: { block: 'results' },
  play: async ({ canvas }) => {
    const results = await canvas.findByRole('region', { name: 'Latest results' })
    const rows = rowsOf(results)
    await expect(rows.length).toBeGreaterThan(0)
    await expect(rows.length).toBeLessThanOrEqual(5)
    for (const row of rows) await expect(['played', 'confirmed', 'disputed']).toContain(row.dataset.state)
    await expect(within(results).getAllByText(/^League night \d+$/)).toHaveLength(rows.length)
    await expect(within(results).getAllByText(/^Games won: \d+ to \d+$/)).toHaveLength(rows.length)
    await expect(within(results).getByRole('link', { name: 'All matches' })).toHaveAttribute('href', '/calendar')
  },
}

/** The next matches outside the league night being played, soonest first. */
export const Upcoming: Story = {
  args: { block: 'upcoming' },
  play: async ({ canvas }) => {
    const next = await canvas.findByRole('region', { name: 'Next matches' })
    const rows = rowsOf(next)
    await expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) await expect(row).toHaveAttribute('data-state', 'scheduled')
    await expect(within(next).queryByText(/^Games won/)).not.toBeInTheDocument()
  },
}

/** Nothing to show yet (a division without teams): the block says so, and still leads to the whole table. */
export const Empty: Story = {
  args: { block: 'noTeams' },
  play: async ({ canvas }) => {
    const block = await canvas.findByRole('region', { name: 'Second division' })
    await expect(within(block).getByText('No teams in this division yet.')).toBeVisible()
    await expect(within(block).queryByRole('list')).not.toBeInTheDocument()
    await expect(within(block).getByRole('link', { name: 'Full table of Second division' })).toHaveAttribute(
      'href',
      `/groups/${site.divisions.second}/standings`,
    )
  },
}

/** Another season: the matches' links stay in it. */
export const OtherSeason: Story = {
  args: { season: site.currentSeason },
  parameters: sitePartStory(`/${site.currentSeason}`),
  play: async ({ canvas }) => {
    const round = await canvas.findByRole('region', { name: /^League night \d+/ })
    const live = rowsOf(round).find((row) => row.dataset.match === site.matches.live) as HTMLElement
    await expect(within(live).getByRole('link')).toHaveAttribute(
      'href',
      `/${site.currentSeason}/matches/${site.matches.live}`,
    )
  },
}

/** On a phone, in Dutch: the league night's words in Dutch. */
export const PhoneInDutch: Story = {
  globals: { locale: 'nl', viewport: { value: 'mobile1', isRotated: false } },
  parameters: sitePartStory('/nl'),
  play: async ({ canvas }) => {
    const round = await canvas.findByRole('region', { name: /^Speeldag \d+/ })
    await expect(within(round).getByText('Deze speeldag')).toBeVisible()
    await expect(within(round).getAllByRole('link', { name: /^.+ – .+$/ }).length).toBeGreaterThan(1)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { block: 'results' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'Latest results' })).toBeVisible()
  },
}
