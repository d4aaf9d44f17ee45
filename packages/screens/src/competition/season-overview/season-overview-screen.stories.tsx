import type { Meta, StoryObj } from '@storybook/react-vite'
import { isoDay } from '@oche/api'
import { competitionFixtureIds, competitionFixtureSlugs, mockError, mockPending, userFixture } from '@oche/mocks'
import { expect, userEvent, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import {
  competitionHandlers,
  emptyCurrentSeason,
  nextNightFixtures,
  overdueFixtures,
} from '../story-helpers/competition.story-helpers'
import { SeasonOverviewScreen } from './season-overview-screen'

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const base = `/competition/${org}/season/${season}`
const seasonPath = '/competition/manage/organisations/:org/seasons/:season'

const meta = {
  title: 'screens/Competition/Season overview',
  component: SeasonOverviewScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: base,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SeasonOverviewScreen>

export default meta
type Story = StoryObj<typeof meta>

/** An admin: both divisions with their four teams, nothing to deal with, and the next league night. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Season 2026-27' })).toBeVisible()
    await expect(canvas.getByText('Admin')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Demo Darts League' })).toHaveAttribute('href', `/competition/${org}`)
    await expect(canvas.getByRole('link', { name: 'All seasons' })).toHaveAttribute('href', `${base}/seasons`)
    await expect(canvas.getByRole('link', { name: 'Matches' })).toHaveAttribute('href', `${base}/matches`)
    await expect(canvas.getByRole('link', { name: 'Public site' })).toHaveAttribute('href', `${base}/site/settings`)
    const first = within(canvas.getByRole('region', { name: 'First division' }))
    await expect(first.getByText('4 teams')).toBeVisible()
    for (const team of ['The Arrows', 'Bull Busters', 'Treble Trouble', 'Checkout Kings'])
      await expect(first.getByText(team)).toBeVisible()
    await expect(first.getByRole('link', { name: 'First division' })).toHaveAttribute(
      'href',
      `${base}/groups/${competitionFixtureSlugs.firstDivision}`,
    )
    const second = within(canvas.getByRole('region', { name: 'Second division' }))
    await expect(second.getByText('Oche Rockers')).toBeVisible()
    // Matches of past league nights without a result are overdue: how many depends on today's date.
    const attention = within(canvas.getByRole('region', { name: 'Needs attention' }))
    const overdue = overdueFixtures(isoDay(new Date()))
    if (overdue.length === 0) await expect(attention.getByText('Nothing needs you right now.')).toBeVisible()
    else
      await expect(attention.getAllByRole('link', { name: /has no result \d+ days later/ })).toHaveLength(
        overdue.length,
      )

    // Which night is next depends on today's date: the page shows that night's matches, or that none are left.
    const night = within(canvas.getByRole('region', { name: 'Next league night' }))
    const expected = nextNightFixtures(isoDay(new Date()))
    if (expected.length === 0) await expect(night.getByText('No matches are left to play.')).toBeVisible()
    else {
      await expect(night.getByText(`League night ${(expected[0]?.weekIndex ?? 0) + 1}`)).toBeVisible()
      await expect(night.getByText(expected.length === 1 ? '1 match' : `${expected.length} matches`)).toBeVisible()
      await expect(night.getAllByRole('listitem')).toHaveLength(expected.length)
    }
  },
}

/** Fixtures not made, a team in no division and a team without a captain: each links to where it is dealt with. */
export const NeedsAttention: Story = {
  parameters: {
    msw: {
      handlers: competitionHandlers({ organiserRole: 'admin', withFixtures: false }, (store) => {
        for (const row of store.teamSeasons.values())
          if (row.seasonId === competitionFixtureIds.currentSeason && row.name === 'Oche Rockers') row.divisionId = null
        const busters = [...store.teamSeasons.values()].find(
          (row) => row.seasonId === competitionFixtureIds.currentSeason && row.name === 'Bull Busters',
        )
        for (const member of store.members.values()) if (member.teamSeasonId === busters?.id) member.role = 'player'
      }),
    },
  },
  play: async ({ canvas }) => {
    const attention = within(await canvas.findByRole('region', { name: 'Needs attention' }))
    await expect(attention.getByRole('link', { name: 'First division has no fixture list yet' })).toHaveAttribute(
      'href',
      `${base}/groups/${competitionFixtureSlugs.firstDivision}/matches`,
    )
    await expect(attention.getByRole('link', { name: 'Second division has no fixture list yet' })).toBeVisible()
    await expect(attention.getByRole('link', { name: '1 team is in no division: Oche Rockers' })).toHaveAttribute(
      'href',
      `${base}/groups`,
    )
    await expect(attention.getByRole('link', { name: 'Bull Busters has no captain' })).toHaveAttribute(
      'href',
      `${base}/teams/bull-busters/members`,
    )
    const unassigned = within(canvas.getByRole('region', { name: 'Not in a division' }))
    await expect(unassigned.getByText('Oche Rockers')).toBeVisible()
    await expect(
      within(canvas.getByRole('region', { name: 'Next league night' })).getByText('No matches are left to play.'),
    ).toBeVisible()
  },
}

/** A team's captain sees the season in numbers and its leaderboards, not what only its admins run. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Captain')).toBeVisible()
    await expect(canvas.getByText(/2 divisions, 8 teams and \d+ matches in the fixture list\./)).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('region', { name: 'Divisions and teams' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Matches' })).toHaveAttribute('href', `${base}/matches`)
    await expect(canvas.queryByRole('link', { name: 'Public site' })).not.toBeInTheDocument()
    // Nothing thrown yet in this season: each board says so.
    const boards = within(canvas.getByRole('region', { name: 'Leaderboards' }))
    await expect(await boards.findByText('No 180s or 171s yet.')).toBeVisible()
  },
}

/**
 * Halfway through the season (a player): the leaderboards, each in its tab; short legs and high checkouts link to
 * the match they were thrown in.
 */
export const Leaderboards: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member', leagueNight: 'halfPlayed' }) } },
  play: async ({ canvas }) => {
    const boards = within(await canvas.findByRole('region', { name: 'Leaderboards' }))
    const maxima = await boards.findByRole('table', { name: '180s and 171s' })
    await expect(within(maxima).getAllByRole('row').length).toBeGreaterThan(1)
    await userEvent.click(boards.getByRole('tab', { name: 'Games played' }))
    const played = boards.getByRole('table', { name: 'Games played' })
    await expect(within(played).getAllByRole('row')[1]).toHaveTextContent(/^1/)
    await userEvent.click(boards.getByRole('tab', { name: 'Short legs' }))
    await expect(boards.getByText('Legs won in 18 darts or fewer.')).toBeVisible()
    const legs = boards.queryByRole('table', { name: 'Short legs' })
    if (legs)
      await expect(within(legs).getAllByRole('link', { name: /^Match of / })[0]).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`^${base}/matches/`)),
      )
    await userEvent.click(boards.getByRole('tab', { name: 'High checkouts' }))
    await expect(boards.getByText('Checkouts of 100 or more.')).toBeVisible()
  },
}

/** The leaderboards fail on their own: the rest of the overview stays. */
export const LeaderboardsError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', `${seasonPath}/leaderboards`, 500, { message: 'Server Error' }),
        ...competitionHandlers({ organiserRole: 'admin' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    const boards = within(await canvas.findByRole('region', { name: 'Leaderboards' }))
    await expect(await boards.findByRole('alert')).toHaveTextContent('The leaderboards could not be loaded')
    await expect(canvas.getByRole('region', { name: 'Divisions and teams' })).toBeVisible()
  },
}

/** A season just created: no divisions or teams yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, emptyCurrentSeason) } },
  play: async ({ canvas }) => {
    const divisions = within(await canvas.findByRole('region', { name: 'Divisions and teams' }))
    await expect(divisions.getByText('This season has no divisions or teams yet.')).toBeVisible()
    await expect(
      within(canvas.getByRole('region', { name: 'Next league night' })).getByText('No matches are left to play.'),
    ).toBeVisible()
  },
}

/** Somebody without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Divisions and teams' })).not.toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { season: '1999-00' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', seasonPath), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the season')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', seasonPath, 500, { message: 'Server Error' }), ...competitionHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The season could not be loaded')
  },
}

/** In German: Staffel, Mannschaft, Spieltag and the role, as the glossary has them. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Saison 2026-27' })).toBeVisible()
    await expect(canvas.getByText('Administrator')).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Staffeln und Mannschaften' })).toBeVisible()
    await expect(
      within(canvas.getByRole('region', { name: 'First division' })).getByText('4 Mannschaften'),
    ).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Nächster Spieltag' })).toBeVisible()
  },
}
