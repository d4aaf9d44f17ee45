import type { Meta, StoryObj } from '@storybook/react-vite'
import type { DeciderInput, GroupTable, TournamentDetail } from '@oche/api'
import { mockError, mockPending, tournamentDetailFixtures, userFixture } from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { movableDetailHandler, playHandlers, resetPlayStory } from '../story-helpers/play.story-helpers'
import { PlayGroupsScreen } from './play-groups-screen'

const { drawn, groupsRunning, knockoutOnly, pairs } = tournamentDetailFixtures

/** The organiser's groups: tables with the "why" column, each group's games, and deciders for open ties. */
const meta = {
  title: 'screens/Manage/Play/Groups',
  component: PlayGroupsScreen,
  parameters: {
    page: true,
    user: userFixture,
    pathname: '/manage/tournaments',
    layout: 'fullscreen',
    msw: { handlers: playHandlers },
  },
  args: { id: groupsRunning.tournament.id },
  beforeEach: resetPlayStory,
} satisfies Meta<typeof PlayGroupsScreen>

export default meta
type Story = StoryObj<typeof meta>

const groupOf = (root: HTMLElement, group: string) => {
  const table = root.querySelector<HTMLElement>(`[data-slot="group-table"][data-group="${group}"]`)
  if (!table) throw new Error(`No group ${group}`)
  return table
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
    await expect(canvas.getByRole('heading', { name: 'Group A' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Group B' })).toBeVisible()
    await expect(within(groupOf(canvasElement, 'A')).getAllByRole('row')).toHaveLength(6)
    // Half-way through the groups nothing needs a decider.
    await expect(canvas.queryByRole('button', { name: /Set decider/ })).toBeNull()
    await expect(canvas.getAllByRole('list', { name: 'Games' })).toHaveLength(2)
  },
}

export const EnterGroupResult: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })
    const [groupA] = canvas.getAllByRole('list', { name: 'Games' })
    await userEvent.click(within(groupA!).getByRole('button', { name: /Danny Hughes v Sanne de Vries/ }))
    const menu = await screen.findByRole('dialog', { name: 'Group A, round 4' })
    await userEvent.click(within(menu).getByRole('button', { name: 'Enter result' }))
    const dialog = await screen.findByRole('dialog', { name: 'Enter the result' })
    await userEvent.click(within(dialog).getByRole('button', { name: '1–3' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save result' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const row = await within(groupA!).findByRole('button', { name: /Danny Hughes v Sanne de Vries/ })
    await expect(row).toHaveTextContent('1–3')
    await expect(row).toHaveTextContent('Finished')
  },
}

/** Group A played out, its top two level on everything the tie-breakers look at. */
function withTie(detail: TournamentDetail): TournamentDetail {
  const [group, ...others] = detail.groups
  if (!group) throw new Error('No groups')
  const [first, second, ...rest] = group.rows
  if (!first || !second) throw new Error('Group A is too small')
  const tied: GroupTable = {
    ...group,
    is_complete: true,
    rows: [{ ...first, above_next: { criterion: 'tied' } }, second, ...rest],
    unresolved_ties: [[first.entry_id, second.entry_id]],
  }
  return { ...detail, groups: [tied, ...others] }
}

function withDecider(detail: TournamentDetail, input: DeciderInput): TournamentDetail {
  const [group, ...others] = detail.groups
  if (!group) throw new Error('No groups')
  const rows = input.order.map((entryId, index) => {
    const row = group.rows.find((each) => each.entry_id === entryId)
    if (!row) throw new Error(`No row ${entryId}`)
    return {
      ...row,
      position: index + 1,
      above_next: index === 0 ? ({ criterion: 'decider', method: input.method } as const) : row.above_next,
    }
  })
  const decided: GroupTable = {
    ...group,
    rows: [...rows, ...group.rows.slice(rows.length)],
    unresolved_ties: [],
  }
  const tournament = { ...detail.tournament, version: detail.tournament.version + 1 }
  return { ...detail, tournament, groups: [decided, ...others] }
}

let server = withTie(groupsRunning)
const movable = movableDetailHandler(() => server)
const deciderCalls: { group: string; body: DeciderInput }[] = []
const decider = http.post('*/api/tournaments/:id/groups/:group/decider', async ({ request, params }) => {
  const body = (await request.json()) as DeciderInput
  deciderCalls.push({ group: String(params.group), body })
  server = withDecider(server, body)
  return HttpResponse.json(server)
})

export const SetDecider: Story = {
  parameters: { msw: { handlers: [movable.handler, decider, ...playHandlers] } },
  beforeEach: () => {
    server = withTie(groupsRunning)
    deciderCalls.length = 0
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: groupsRunning.tournament.name })
    const [first, second] = server.groups[0]?.rows ?? []
    if (!first || !second) throw new Error('No tie')
    await userEvent.click(canvas.getByRole('button', { name: `Set decider: ${first.name}, ${second.name}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Decide the tie in group A' })
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Play-off game' }))
    // Keyboard only: focus the second player's "up" button and press it; the focus stays with that player.
    within(dialog)
      .getByRole('button', { name: `Move ${second.name} up` })
      .focus()
    await userEvent.keyboard('{Enter}')
    await expect(await within(dialog).findByText(`${second.name} is now place 1 of 2.`)).toBeInTheDocument()
    const places = within(dialog).getAllByRole('listitem')
    await expect(places[0]).toHaveTextContent(second.name)
    await waitFor(() => expect(within(dialog).getByRole('button', { name: `Move ${second.name} down` })).toHaveFocus())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save decider' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(deciderCalls).toEqual([
      { group: 'A', body: { method: 'playOff', order: [second.entry_id, first.entry_id] } },
    ])
    await expect(await screen.findByText('The tie in group A is decided.')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: /Set decider/ })).toBeNull()
    const table = canvasElement.querySelector('[data-slot="group-table"][data-group="A"]')
    await expect(table?.querySelector('tbody tr')).toHaveAttribute('data-entry-id', second.entry_id)
  },
}

export const DecidersWaitForTheLastGame: Story = {
  args: { id: drawn.tournament.id },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: drawn.tournament.name })
    // Everyone is level before a dart is thrown, but that is no tie to decide yet.
    await expect(canvas.queryByRole('button', { name: /Set decider/ })).toBeNull()
  },
}

export const RoundRobin: Story = {
  args: { id: pairs.tournament.id },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: pairs.tournament.name })
    await expect(canvas.getByRole('heading', { name: 'Standings' })).toBeVisible()
    await expect(within(canvas.getByRole('list', { name: 'Games' })).getAllByRole('listitem')).toHaveLength(
      pairs.games.length,
    )
  },
}

export const NoGroups: Story = {
  args: { id: knockoutOnly.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No groups yet')).toBeVisible()
  },
}

export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', '/tournaments/:id', 403, { message: 'You are not allowed to do this.' }),
        ...playHandlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You cannot manage this tournament' })).toBeVisible()
  },
}
