import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureIds, competitionFixtureSlugs, mockError, mockPending, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers, emptyCurrentSeason } from '../../story-helpers/competition.story-helpers'
import { TeamListScreen } from './team-list-screen'

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const base = `/competition/${org}/season/${season}`
const teamsPath = '/competition/manage/organisations/:org/seasons/:season/teams'

const meta = {
  title: 'screens/Competition/Teams/Team list',
  component: TeamListScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${base}/teams`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof TeamListScreen>

export default meta
type Story = StoryObj<typeof meta>

/** An admin: both divisions with their teams, each with its club, venue, captain and players, and the ways to add one. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Teams' })).toBeVisible()
    await expect(await canvas.findByText('8 teams in season 2026-27')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Season 2026-27' })).toHaveAttribute('href', base)
    await expect(canvas.getByRole('link', { name: 'New team' })).toHaveAttribute('href', `${base}/teams/create`)
    await expect(canvas.getByRole('link', { name: 'Bring a team from an earlier season' })).toHaveAttribute(
      'href',
      `${base}/teams/create/existing`,
    )
    const first = within(canvas.getByRole('region', { name: 'First division' }))
    await expect(first.getByText('4 teams')).toBeVisible()
    await expect(first.getByRole('link', { name: 'First division' })).toHaveAttribute(
      'href',
      `${base}/groups/${competitionFixtureSlugs.firstDivision}`,
    )
    const arrows = within(first.getByRole('heading', { level: 3, name: 'The Arrows' }).closest('li') as HTMLElement)
    await expect(arrows.getByRole('link', { name: 'The Arrows' })).toHaveAttribute('href', `${base}/teams/the-arrows`)
    await expect(arrows.getByText('Café De Pijl')).toBeVisible()
    await expect(arrows.getByText('De Gouden Pijl, on Thursday')).toBeVisible()
    await expect(arrows.getByText('Anke Arrow')).toBeVisible()
    await expect(arrows.getByText('4 players')).toBeVisible()
    const second = within(canvas.getByRole('region', { name: 'Second division' }))
    for (const team of ['Flight Club', 'Double Top', 'Shanghai Nights', 'Oche Rockers'])
      await expect(second.getByRole('link', { name: team })).toBeVisible()
  },
}

/** The search finds teams by name or club, whatever the accents; nothing found says so. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const search = await canvas.findByRole('searchbox', { name: 'Search by team or club' })
    await userEvent.type(search, 'cafe bull')
    await expect(canvas.getByRole('link', { name: 'Bull Busters' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Flight Club' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'The Arrows' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('region', { name: 'First division' })).toHaveTextContent('1 team')
    await userEvent.clear(search)
    await userEvent.type(search, 'nobody plays here')
    await expect(await canvas.findByRole('heading', { name: 'No team matches' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'First division' })).not.toBeInTheDocument()
  },
}

/** One division at a time, or the teams in none. */
export const FilterByDivision: Story = {
  parameters: {
    msw: {
      handlers: competitionHandlers({ organiserRole: 'admin' }, (store) => {
        for (const row of store.teamSeasons.values())
          if (row.seasonId === competitionFixtureIds.currentSeason && row.name === 'Oche Rockers') row.divisionId = null
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Not in a division' })).toHaveTextContent('Oche Rockers')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Division' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Second division' }))
    await expect(canvas.getByRole('region', { name: 'Second division' })).toHaveTextContent('3 teams')
    await expect(canvas.queryByRole('region', { name: 'First division' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('region', { name: 'Not in a division' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('combobox', { name: 'Division' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Not in a division' }))
    await expect(canvas.getByRole('region', { name: 'Not in a division' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Second division' })).not.toBeInTheDocument()
  },
}

/** A team without a captain or venue says so rather than leaving a blank. */
export const MissingDetails: Story = {
  parameters: {
    msw: {
      handlers: competitionHandlers({ organiserRole: 'admin' }, (store) => {
        const busters = [...store.teamSeasons.values()].find(
          (row) => row.seasonId === competitionFixtureIds.currentSeason && row.name === 'Bull Busters',
        )
        if (busters) busters.venueId = null
        for (const member of store.members.values()) if (member.teamSeasonId === busters?.id) member.role = 'player'
      }),
    },
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 3, name: 'Bull Busters' })
    const busters = within(heading.closest('li') as HTMLElement)
    await expect(busters.getByText('No captain yet')).toBeVisible()
    await expect(busters.getByText('No home venue yet')).toBeVisible()
  },
}

/** A season just created: no teams yet, and the two ways to add one. */
export const Empty: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, emptyCurrentSeason) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No teams in this season yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New team' })).toHaveAttribute('href', `${base}/teams/create`)
    await expect(canvas.getByRole('link', { name: 'Bring a team from an earlier season' })).toBeVisible()
  },
}

/** Last season, archived: its teams stay readable, nothing can be added. */
export const Archived: Story = {
  args: { season: competitionFixtureSlugs.previousSeason },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Old Timers' })).toBeVisible()
    await expect(canvas.getByText('Archived')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'New team' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: 'Bring a team from an earlier season' })).not.toBeInTheDocument()
  },
}

/** A team's captain: the list is the admins', said plainly, with the way back to the season. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only the organisation’s admins see every team' }),
    ).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Season' })[0]).toHaveAttribute('href', base)
    await expect(canvas.queryByRole('link', { name: 'New team' })).not.toBeInTheDocument()
  },
}

/** Somebody without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { season: '1999-00' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', teamsPath), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the teams')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', teamsPath, 500, { message: 'Server Error' }), ...competitionHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The teams could not be loaded')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** In Dutch: ploeg, reeks and lokaal, as the glossary has them. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ploegen' })).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'Nieuwe ploeg' })).toBeVisible()
    await expect(canvas.getAllByText('Thuislokaal')[0]).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'The Arrows' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New team' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'First division' })).toBeVisible()
  },
}
