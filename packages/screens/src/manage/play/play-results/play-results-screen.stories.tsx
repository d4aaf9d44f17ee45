import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockPending, tournamentDetailFixtures, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { playHandlers, resetPlayStory } from '../story-helpers/play.story-helpers'
import { PlayResultsScreen } from './play-results-screen'

const { drawn, groupsRunning, knockoutsRunning } = tournamentDetailFixtures

/** The organiser's results: decided games by stage and round, correctable, beside the audit trail. */
const meta = {
  title: 'screens/Manage/Play/Results',
  component: PlayResultsScreen,
  parameters: {
    page: true,
    user: userFixture,
    pathname: '/manage/tournaments',
    layout: 'fullscreen',
    msw: { handlers: playHandlers },
  },
  args: { id: groupsRunning.tournament.id },
  beforeEach: resetPlayStory,
} satisfies Meta<typeof PlayResultsScreen>

export default meta
type Story = StoryObj<typeof meta>

const resultRowOf = (root: HTMLElement, players: string) => {
  const row = [...root.querySelectorAll<HTMLElement>('[data-slot="result-row"]')].find((each) =>
    each.textContent?.includes(players),
  )
  if (!row) throw new Error(`No result ${players}`)
  return row
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/tournaments/:id'), ...playHandlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the tournament')).toBeInTheDocument()
  },
}

export const GroupsRunning: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })
    await expect(canvas.getByRole('heading', { name: 'Groups' })).toBeVisible()
    await expect(resultRowOf(canvasElement, 'Wout Mertens v Marco Hoffmann')).toHaveTextContent('3–1')
    // The audit trail: who corrected what, from what to what, and why.
    const trail = await canvas.findByRole('list', { name: 'Audit trail' })
    const correction = within(trail)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('data-action') === 'result.corrected')
    await expect(correction).toHaveTextContent('Olly Organiser corrected a result')
    await expect(correction).toHaveTextContent('Group B, round 1: Wout Mertens v Marco Hoffmann')
    await expect(correction).toHaveTextContent('1–3')
    await expect(correction).toHaveTextContent('Entered the wrong way round; checked with both players.')
  },
}

export const CorrectFromResults: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })
    const row = resultRowOf(canvasElement, 'Sanne de Vries v Niels Vermeulen')
    await userEvent.click(within(row).getByRole('button', { name: 'Correct result: Sanne de Vries v Niels Vermeulen' }))
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result' })
    await userEvent.click(within(dialog).getByRole('button', { name: '3–2' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for the correction/ }), 'Wrong way round')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(resultRowOf(canvasElement, 'Sanne de Vries v Niels Vermeulen')).toHaveTextContent('3–2'))
    // The correction heads the audit trail, with its reason.
    const trail = canvas.getByRole('list', { name: 'Audit trail' })
    await waitFor(() => expect(within(trail).getAllByRole('listitem')[0]).toHaveTextContent('Wrong way round'))
    await expect(within(trail).getAllByRole('listitem')[0]).toHaveTextContent('corrected a result')
  },
}

export const CorrectionRefused: Story = {
  args: { id: knockoutsRunning.tournament.id },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: knockoutsRunning.tournament.name })
    // Wout's consolation quarter-final: he has played his semi-final since, so its winner cannot change.
    const row = resultRowOf(canvasElement, 'Wout Mertens v Liam Thompson')
    await userEvent.click(within(row).getByRole('button', { name: 'Correct result: Wout Mertens v Liam Thompson' }))
    const dialog = await screen.findByRole('dialog', { name: 'Correct the result' })
    await userEvent.click(within(dialog).getByRole('button', { name: '0–3' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for the correction/ }), 'Swapped')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }))
    const refusal = await within(dialog).findByRole('alert')
    await expect(within(refusal).getByRole('listitem')).toHaveTextContent(
      'Semi-final, game 1: Danny Hughes v Wout Mertens',
    )
    await expect(resultRowOf(canvasElement, 'Wout Mertens v Liam Thompson')).toHaveTextContent('3–1')
  },
}

export const RemoveResult: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })
    const row = resultRowOf(canvasElement, 'Jeroen Smit v Danny Hughes')
    await userEvent.click(within(row).getByRole('button', { name: 'Remove result: Jeroen Smit v Danny Hughes' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove this result?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove result' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="result-row"]')).toHaveLength(
        groupsRunning.games.filter((game) => game.state === 'finished').length - 1,
      ),
    )
  },
}

export const NoResultsYet: Story = {
  args: { id: drawn.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results yet')).toBeVisible()
  },
}

export const AuditTrailError: Story = {
  parameters: {
    msw: {
      handlers: [mockError('get', '/tournaments/:id/audit', 500, { message: 'Server Error' }), ...playHandlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The audit trail could not be loaded.')).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', '/tournaments/:id', 404, { message: 'This tournament does not exist.' }),
        ...playHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This tournament cannot be found' })).toBeVisible()
  },
}
