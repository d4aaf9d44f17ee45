import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  competitionFixtureIds,
  competitionFixtureSlugs,
  mockError,
  mockPending,
  recordRequests,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import { TeamEditScreen } from './team-edit-screen'

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const team = competitionFixtureSlugs.organiserTeam
const base = `/competition/${org}/season/${season}`
const teamPath = '/competition/manage/organisations/:org/seasons/:season/teams/:team'

const meta = {
  title: 'screens/Competition/Teams/Edit team',
  component: TeamEditScreen,
  args: { org, season, team },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${base}/teams/${team}/edit`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof TeamEditScreen>

export default meta
type Story = StoryObj<typeof meta>

const updateCalls = recordRequests('patch', teamPath)
const recording = (role: 'admin' | 'captain') => ({
  parameters: { msw: { handlers: [updateCalls.handler, ...competitionHandlers({ organiserRole: role })] } },
  beforeEach: () => {
    updateCalls.requests.length = 0
  },
})

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** An admin: every field as saved; a new name alone is all that is sent, then the team's page opens. */
export const Admin: Story = {
  ...recording('admin'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit The Arrows' })).toBeVisible()
    const name = await canvas.findByLabelText('Name')
    await expect(name).toHaveValue('The Arrows')
    await expect(canvas.getByLabelText('Web address')).toHaveValue(team)
    await expect(canvas.getByLabelText('Web address')).toHaveAccessibleDescription(
      /After a change the old address keeps leading here\./,
    )
    await expect(canvas.getByLabelText('Club (optional)')).toHaveValue('Café De Pijl')
    await expect(canvas.getByRole('combobox', { name: 'Division' })).toHaveTextContent('First division')
    await expect(canvas.getByRole('combobox', { name: 'Home venue' })).toHaveTextContent('De Gouden Pijl, Antwerpen')
    await expect(canvas.getByRole('combobox', { name: 'Home night' })).toHaveTextContent('Thursday')
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `${base}/teams/${team}`)

    await userEvent.clear(name)
    await userEvent.type(name, 'The Arrows A')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the team' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${base}/teams/${team}`))
    await expect(await screen.findByText('The Arrows A is saved')).toBeInTheDocument()
    await expect(updateCalls.requests.at(-1)?.body).toEqual({ name: 'The Arrows A' })
  },
}

/** A new web address and division: the page opens at the new address. */
export const MoveAndRename: Story = {
  ...recording('admin'),
  play: async ({ canvas }) => {
    const slug = await canvas.findByLabelText('Web address')
    await userEvent.clear(slug)
    await userEvent.type(slug, 'arrows-a')
    await choose('Division', 'Second division')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the team' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${base}/teams/arrows-a`))
    await expect(updateCalls.requests.at(-1)?.body).toEqual({ slug: 'arrows-a', division: 'second-division' })
  },
}

/** Another team's web address: the server's answer on the field, and the typed values kept. */
export const SlugTaken: Story = {
  play: async ({ canvas }) => {
    const slug = await canvas.findByLabelText('Web address')
    await userEvent.clear(slug)
    await userEvent.type(slug, 'bull-busters')
    await userEvent.type(canvas.getByLabelText('Name'), ' A')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the team' }))
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(/This web address is already in use here: choose another\./),
    )
    await expect(slug).toHaveValue('bull-busters')
    await expect(canvas.getByLabelText('Name')).toHaveValue('The Arrows A')
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** A division with a played match: its teams are fixed, and the server says so above the form. */
export const DivisionLocked: Story = {
  parameters: {
    msw: {
      handlers: competitionHandlers({ organiserRole: 'admin' }, (store) => {
        const fixture = [...store.fixtures.values()].find((row) => row.seasonId === competitionFixtureIds.currentSeason)
        if (fixture) fixture.state = 'played'
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Division' })).toHaveAccessibleDescription(
      /Moving the team deletes the fixture lists of its old and new division/,
    )
    await choose('Division', 'Second division')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the team' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Results have been entered in this division: its teams can no longer change.',
    )
    await expect(canvas.getByRole('combobox', { name: 'Division' })).toHaveTextContent('Second division')
  },
}

/** The team's captain: only the name and club, which is all that is sent. */
export const Captain: Story = {
  ...recording('captain'),
  play: async ({ canvas }) => {
    const club = await canvas.findByLabelText('Club (optional)')
    await expect(canvas.getByText(/As captain you change the team’s name and club\./)).toBeVisible()
    await expect(canvas.queryByLabelText('Web address')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('combobox', { name: 'Division' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('region', { name: 'In the league' })).not.toBeInTheDocument()
    await userEvent.clear(club)
    await userEvent.type(club, 'Café Het Pijltje')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the team' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${base}/teams/${team}`))
    await expect(updateCalls.requests.at(-1)?.body).toEqual({ club_name: 'Café Het Pijltje' })
  },
}

/** One of its players: not for them, said plainly. */
export const Player: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only the captain and the admins change this team' }),
    ).toBeVisible()
    await expect(canvas.queryByLabelText('Name')).not.toBeInTheDocument()
  },
}

/** Last season's team: archived, nothing to change. */
export const Archived: Story = {
  args: { season: competitionFixtureSlugs.previousSeason },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This season is archived' })).toBeVisible()
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

/** In Dutch, for the captain: ploeg and kapitein. */
export const DutchCaptain: Story = {
  globals: { locale: 'nl' },
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Ploeg bewaren' })).toBeVisible()
    await expect(canvas.getByText(/Als kapitein wijzig je de naam en de club van de ploeg\./)).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Save the team' })).toBeVisible()
  },
}
