import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  competitionFixtureIds,
  competitionFixtureSlugs,
  mockError,
  mockPending,
  recordRequests,
  userFixture,
  type CompetitionStore,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { TeamAddExistingScreen } from './team-add-existing-screen'

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const former = competitionFixtureSlugs.formerTeam
const base = `/competition/${org}/season/${season}`
const existingPath = '/competition/manage/organisations/:org/seasons/:season/teams/existing'

const meta = {
  title: 'screens/Competition/Teams/Team from an earlier season',
  component: TeamAddExistingScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${base}/teams/create/existing`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof TeamAddExistingScreen>

export default meta
type Story = StoryObj<typeof meta>

const addCalls = recordRequests('post', existingPath)
const recording = (change?: (store: CompetitionStore) => void) => ({
  parameters: { msw: { handlers: [addCalls.handler, ...competitionHandlers({ organiserRole: 'admin' }, change)] } },
  beforeEach: () => {
    addCalls.requests.length = 0
  },
})

/** The first player of Old Timers last season plays for The Arrows this season already. */
function formerPlayerPlaysForArrows(store: CompetitionStore) {
  const rows = [...store.teamSeasons.values()]
  const oldTimers = rows.find(
    (row) => row.seasonId === competitionFixtureIds.previousSeason && row.name === 'Old Timers',
  )
  const arrows = rows.find((row) => row.seasonId === competitionFixtureIds.currentSeason && row.name === 'The Arrows')
  const player = [...store.members.values()].find((member) => member.teamSeasonId === oldTimers?.id)
  if (!player || !arrows) return
  store.members.set('7c0a0011-0000-4000-8000-000000000001', {
    ...player,
    id: '7c0a0011-0000-4000-8000-000000000001',
    seasonId: competitionFixtureIds.currentSeason,
    teamSeasonId: arrows.id,
    role: 'player',
  })
}

/** Old Timers comes back into the second division with its four players; its page opens. */
export const BringWithPlayers: Story = {
  ...recording(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bring a team from an earlier season' })).toBeVisible()
    const oldTimers = await canvas.findByRole('radio', { name: 'Old Timers' })
    await expect(oldTimers).toHaveAccessibleDescription('De Gouden Pijl · last played in 2025-26 · 4 players')
    await userEvent.click(oldTimers)
    await expect(await canvas.findByText('4 players come along from 2025-26.')).toBeVisible()
    const players = within(canvas.getByRole('list', { name: 'Players of Old Timers' }))
    await expect(players.getAllByRole('listitem')).toHaveLength(4)
    await expect(players.getAllByRole('listitem')[0]).toHaveTextContent('Captain')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Division' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Second division' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add the team to this season' }))

    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${base}/teams/${former}`))
    await expect(await screen.findByText('Old Timers plays in this season')).toBeInTheDocument()
    await expect(addCalls.requests.at(-1)?.body).toEqual({
      team: former,
      from_season: competitionFixtureSlugs.previousSeason,
      division: 'second-division',
      with_members: true,
    })
  },
}

/** A player already in a team this season stays there: the list says who and where. */
export const PlayerStaysInTheirTeam: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, formerPlayerPlaysForArrows) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Old Timers' }))
    await expect(await canvas.findByText('3 players come along from 2025-26.')).toBeVisible()
    const players = within(canvas.getByRole('list', { name: 'Players of Old Timers' }))
    await expect(players.getByText('already plays for The Arrows this season and stays there')).toBeVisible()
  },
}

/** Without its players: the team starts empty, and the request says so. */
export const WithoutPlayers: Story = {
  ...recording(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Old Timers' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bring its players' }))
    await expect(canvas.getByText('The team starts without players; add them on its page.')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Players of Old Timers' })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Add the team to this season' }))
    await waitFor(() => expect(addCalls.requests).toHaveLength(1))
    await expect(addCalls.requests[0]?.body).toMatchObject({ team: former, division: null, with_members: false })
  },
}

/** Nothing chosen: the form asks for a team and sends nothing. */
export const NoTeamChosen: Story = {
  ...recording(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add the team to this season' }))
    await expect(await canvas.findByText('Choose a team.')).toBeVisible()
    await expect(addCalls.requests).toHaveLength(0)
  },
}

/** Every earlier team already plays: say so, and offer a new team. */
export const NothingToBring: Story = {
  parameters: {
    msw: {
      handlers: competitionHandlers({ organiserRole: 'admin' }, (store) => {
        for (const [id, row] of store.teams) if (row.slug === former) store.teams.delete(id)
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Every earlier team already plays this season' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New team' })).toHaveAttribute('href', `${base}/teams/create`)
  },
}

export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins add teams' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', existingPath), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the teams of earlier seasons')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', existingPath, 500, { message: 'Server Error' }), ...competitionHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The teams of earlier seasons could not be loaded')
  },
}

/** In French: équipe, joueurs, capitaine. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Old Timers' }))
    await expect(await canvas.findByText('4 joueurs suivent depuis 2025-26.')).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'Reprendre ses joueurs' })).toBeChecked()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Old Timers' })).toBeVisible()
  },
}
