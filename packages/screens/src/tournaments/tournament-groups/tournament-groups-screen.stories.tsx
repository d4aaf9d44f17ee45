import type { Meta, StoryObj } from '@storybook/react-vite'
import { createTournamentHandlers, handlers, mockError, mockPending } from '@oche/mocks'
import { expect, waitFor, within } from 'storybook/test'
import { storyTournaments, unknownTournamentId } from '../story-helpers/tournament.story-helpers'
import { TournamentGroupsScreen } from './tournament-groups-screen'

const { draft, drawn, groupsRunning, finished, pairs, knockoutOnly } = storyTournaments

const meta = {
  title: 'screens/Tournaments/Groups',
  component: TournamentGroupsScreen,
  parameters: {
    page: true,
    pathname: '/tournaments',
    layout: 'fullscreen',
    msw: { handlers: [...createTournamentHandlers(), ...handlers] },
  },
  args: { id: groupsRunning.tournament.id },
} satisfies Meta<typeof TournamentGroupsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', '/tournaments/:id'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading the tournament'))
  },
}

export const NotDrawnYet: Story = {
  args: { id: draft.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The groups are not drawn yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'To the overview' })).toHaveAttribute(
      'href',
      `/tournaments/${draft.tournament.id}`,
    )
  },
}

/** Drawn, nothing played: both tables, everyone level, nothing to settle yet. */
export const Drawn: Story = {
  args: { id: drawn.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Group A' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Group B' })).toBeVisible()
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument()
  },
}

/** Two rounds played: the legend names where players go, each row why it is above the next. */
export const GroupsRunning: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Group A' })).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="groups-legend"]')).toHaveTextContent(
      'The best 2 of each group go to the winners knockout; the others play the consolation knockout.',
    )
    const table = canvas.getByRole('table', { name: 'Group A' })
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement
    await expect(firstRow.querySelector('[data-slot="group-table-why"]')?.textContent).toMatch(/^Above on /)
    const nav = canvas.getByRole('navigation', { name: 'Tournament pages' })
    await expect(within(nav).getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page')
  },
}

/** Finished groups: the top two of each table marked for the winners knockout. */
export const Finished: Story = {
  args: { id: finished.tournament.id },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Group C Complete' })
    await expect(canvas.getAllByText('Winners KO')).toHaveLength(6)
    await expect(canvas.getAllByText('Consolation KO')).toHaveLength(6)
    await expect(canvas.getAllByText('Complete')).toHaveLength(3)
  },
}

/** A round robin of pairs: one table called "Standings", the tab named alike. */
export const RoundRobin: Story = {
  args: { id: pairs.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Standings' })).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Tournament pages' })
    await expect(within(nav).getByRole('link', { name: 'Standings' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.queryByText('Winners KO')).not.toBeInTheDocument()
  },
}

/** A knockout has no groups: the page says so instead of showing an empty table. */
export const NoGroupsInFormat: Story = {
  args: { id: knockoutOnly.tournament.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This tournament has no groups' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { id: unknownTournamentId },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This tournament cannot be found' })).toBeVisible()
  },
}

export const ServerError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', '/tournaments/:id', 500, { message: 'Server error.' }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The tournament could not be loaded',
    )
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Group A' })
    const region = await canvas.findByRole('region', { name: 'Table of group A' })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { id: finished.tournament.id },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('heading', { name: 'Group A Complete' })).toBeVisible()
  },
}
