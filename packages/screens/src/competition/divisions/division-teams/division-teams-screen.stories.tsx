import type { Meta, StoryObj } from '@storybook/react-vite'
import { recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers, emptyCurrentSeason } from '../../story-helpers/competition.story-helpers'
import { divisionApi, first, groupsPath, org, playFirstMatch, season, second } from '../parts/division.story-helpers'
import { DivisionTeamsScreen } from './division-teams-screen'

const assignCalls = recordRequests('put', `${divisionApi}/teams`)

const meta = {
  title: 'screens/Competition/Divisions/Division teams',
  component: DivisionTeamsScreen,
  args: { org, season, division: first },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${groupsPath}/${first}/teams`,
    msw: { handlers: [assignCalls.handler, ...competitionHandlers({ organiserRole: 'admin' })] },
  },
  beforeEach: () => {
    assignCalls.requests.length = 0
    return forgetStoryToken()
  },
} satisfies Meta<typeof DivisionTeamsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Every team of the season: the division's four ticked, the others saying where they play now. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Teams of First division' })).toBeVisible()
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(8)
    await expect(canvas.getByRole('checkbox', { name: 'The Arrows' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'The Arrows' })).toHaveAccessibleDescription('In this division')
    await expect(canvas.getByRole('checkbox', { name: 'Flight Club' })).not.toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Flight Club' })).toHaveAccessibleDescription(
      'Now in Second division',
    )
    await expect(canvas.getByText('4 teams chosen')).toBeVisible()
    await expect(
      canvas.getByText('A change deletes the fixture lists of the divisions concerned: make them again afterwards.'),
    ).toBeVisible()
  },
}

/** Moving Flight Club here and The Arrows out: the new team list is sent, and the division's page opens. */
export const Save: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Flight Club' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'The Arrows' }))
    await expect(canvas.getByText('4 teams chosen')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save the teams' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${groupsPath}/${first}`))
    await expect(await screen.findByText('The teams of First division are saved')).toBeInTheDocument()
    const sent = assignCalls.requests.at(-1)?.body as { teams: string[] }
    await expect([...sent.teams].sort()).toEqual(['bull-busters', 'checkout-kings', 'flight-club', 'treble-trouble'])
  },
}

/** A match of the division has a result: the teams are shown but locked. */
export const Locked: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, playFirstMatch(first)) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Results have been entered in this division: its teams can no longer change.'),
    ).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'The Arrows' })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Save the teams' })).not.toBeInTheDocument()
  },
}

/** Taking a team from a division with a result: the server refuses (409), and the page says why in words. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [assignCalls.handler, ...competitionHandlers({ organiserRole: 'admin' }, playFirstMatch(second))],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Flight Club' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save the teams' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The teams were not saved.')
    await expect(alert).toHaveTextContent('Results have been entered in this division: its teams can no longer change.')
    await expect(canvas.getByRole('checkbox', { name: 'Flight Club' })).toBeChecked()
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** A season without teams: nothing to choose, and where to add them. */
export const NoTeams: Story = {
  parameters: {
    msw: {
      handlers: competitionHandlers({ organiserRole: 'admin' }, (store) => {
        emptyCurrentSeason(store)
        store.divisions.set('7c0a0001-0000-4000-8000-0000000000ff', {
          id: '7c0a0001-0000-4000-8000-0000000000ff',
          seasonId: '7c0a0000-0000-4000-8000-000000000101',
          slug: first,
          formerSlugs: [],
          name: 'First division',
          position: 1,
          created_at: '2026-08-01T10:00:00.000Z',
          updated_at: '2026-08-01T10:00:00.000Z',
        })
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The season has no teams yet. Add them first, then choose the division’s teams here.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Add a team' })).toHaveAttribute(
      'href',
      `/competition/${org}/season/${season}/teams/create`,
    )
  },
}

export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only the organisation’s admins manage divisions' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument()
  },
}
