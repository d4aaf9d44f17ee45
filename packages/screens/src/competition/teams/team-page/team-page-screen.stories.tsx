import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureIds, competitionFixtureSlugs, mockError, mockPending, userFixture } from '@oche/mocks'
import { expect, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { TeamPageScreen } from './team-page-screen'

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const team = competitionFixtureSlugs.organiserTeam
const base = `/competition/${org}/season/${season}`
const teamPath = '/competition/manage/organisations/:org/seasons/:season/teams/:team'

const meta = {
  title: 'screens/Competition/Teams/Team page',
  component: TeamPageScreen,
  args: { org, season, team },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${base}/teams/${team}`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof TeamPageScreen>

export default meta
type Story = StoryObj<typeof meta>

/** An admin: the team's details, its players with the captain first, its matches and the edit button. */
export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The Arrows' })).toBeVisible()
    await expect(canvas.getByText('Season 2026-27')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Teams' })).toHaveAttribute('href', `${base}/teams`)
    await expect(canvas.getByRole('link', { name: 'Edit the team' })).toHaveAttribute(
      'href',
      `${base}/teams/${team}/edit`,
    )
    await expect(canvas.getByRole('link', { name: 'Statistics' })).toHaveAttribute(
      'href',
      `${base}/teams/${team}/statistics`,
    )
    const details = within(canvas.getByRole('region', { name: 'Details' }))
    await expect(details.getByText('Café De Pijl')).toBeVisible()
    await expect(details.getByRole('link', { name: 'First division' })).toHaveAttribute(
      'href',
      `${base}/groups/${competitionFixtureSlugs.firstDivision}`,
    )
    await expect(details.getByText('De Gouden Pijl, on Thursday')).toBeVisible()
    await expect(details.getByText('Anke Arrow')).toBeVisible()
    const players = within(canvas.getByRole('region', { name: 'Players (4)' }))
    const rows = players.getAllByRole('listitem')
    await expect(rows).toHaveLength(4)
    await expect(rows[0]).toHaveTextContent('Anke ArrowCaptain')
    await expect(players.getByRole('link', { name: 'All players and changes' })).toHaveAttribute(
      'href',
      `${base}/teams/${team}/members`,
    )
    // Four teams in a double round robin: six matches, each at home or away, by league night.
    const matches = within(canvas.getByRole('region', { name: 'Matches' })).getAllByRole('listitem')
    await expect(matches).toHaveLength(6)
    await expect(matches[0]).toHaveTextContent(/^League night 1/)
    for (const match of matches) await expect(match).toHaveTextContent(/(Home|Away)against /)
  },
}

/** No fixture list yet: the way to the division's matches, where it is made. */
export const NoFixtures: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin', withFixtures: false }) } },
  play: async ({ canvas }) => {
    const matches = within(await canvas.findByRole('region', { name: 'Matches' }))
    await expect(matches.getByRole('link', { name: 'make the fixture list of First division' })).toHaveAttribute(
      'href',
      `${base}/groups/${competitionFixtureSlugs.firstDivision}/matches`,
    )
  },
}

/** More players than the page lists: the first eight, and how many more. */
export const ManyPlayers: Story = {
  parameters: {
    msw: {
      handlers: competitionHandlers({ organiserRole: 'admin' }, (store) => {
        const arrows = [...store.teamSeasons.values()].find(
          (row) => row.seasonId === competitionFixtureIds.currentSeason && row.name === 'The Arrows',
        )
        if (!arrows) return
        for (let index = 0; index < 6; index++) {
          const participantId = `7c0a0009-0000-4000-8000-00000000000${index}`
          store.participants.set(participantId, {
            id: participantId,
            organisationId: competitionFixtureIds.organisation,
            name: `Reserve ${index + 1}`,
            nickname: '',
            userId: null,
          })
          store.members.set(`7c0a0010-0000-4000-8000-00000000000${index}`, {
            id: `7c0a0010-0000-4000-8000-00000000000${index}`,
            seasonId: competitionFixtureIds.currentSeason,
            teamSeasonId: arrows.id,
            participantId,
            role: 'player',
            joined_on: '2026-09-01',
            left_on: null,
            contact_email: '',
            contact_phone: '',
          })
        }
      }),
    },
  },
  play: async ({ canvas }) => {
    const players = within(await canvas.findByRole('region', { name: 'Players (10)' }))
    await expect(players.getAllByRole('listitem')).toHaveLength(8)
    await expect(players.getByText('and 2 more players')).toBeVisible()
  },
}

/** The team's captain: its page and the edit button, not the fixture list (the admins'), and the way to the season. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Players (5)' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Edit the team' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Season 2026-27' })).toHaveAttribute('href', base)
    await expect(canvas.queryByRole('region', { name: 'Matches' })).not.toBeInTheDocument()
    const details = within(canvas.getByRole('region', { name: 'Details' }))
    await expect(details.getByText('First division')).toBeVisible()
    await expect(details.queryByRole('link', { name: 'First division' })).not.toBeInTheDocument()
    await expect(details.getByText(userFixture.name)).toBeVisible()
  },
}

/** One of its players reads the page and the team's statistics, but does not edit the team. */
export const Player: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Players (5)' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Edit the team' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Statistics' })).toHaveAttribute(
      'href',
      `${base}/teams/${team}/statistics`,
    )
  },
}

/** A captain on another team's page. */
export const NotYourTeam: Story = {
  args: { team: 'bull-busters' },
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This is not your team' })).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Season' }).at(-1)).toHaveAttribute('href', base)
  },
}

/** A former web address leads to the team, and the page moves to the current one. */
export const FormerSlug: Story = {
  args: { team: 'arrows' },
  parameters: {
    msw: {
      handlers: competitionHandlers({ organiserRole: 'admin' }, (store) => {
        for (const row of store.teams.values()) if (row.slug === team) row.formerSlugs.push('arrows')
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The Arrows' })).toBeVisible()
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${base}/teams/${team}`))
  },
}

export const NotFound: Story = {
  args: { team: 'no-such-team' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', teamPath), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the team')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', teamPath, 500, { message: 'Server Error' }), ...competitionHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The team could not be loaded')
  },
}

/** In French: équipe, rencontres, journée, capitaine. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Rencontres' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Modifier l’équipe' })).toBeVisible()
    await expect(canvas.getAllByText(/^Journée 1/)[0]).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Players (4)' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'Matches' })).toBeVisible()
  },
}
