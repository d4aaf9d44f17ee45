import type { Meta, StoryObj } from '@storybook/react-vite'
import { tournamentDetailFixtures } from '@oche/mocks'
import { Button } from '@oche/ui'
import { expect, userEvent, within } from 'storybook/test'
import { GroupTable } from './group-table'

const { groupsRunning, finished, pairs } = tournamentDetailFixtures

const meta = {
  title: 'screens/Tournaments/Group table',
  component: GroupTable,
  args: { group: groupsRunning.groups[0] ?? finished.groups[0]!, entries: groupsRunning.entries },
} satisfies Meta<typeof GroupTable>

export default meta
type Story = StoryObj<typeof meta>

const rows = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('tbody tr')]

/** Group A after two rounds: nobody has qualified yet, every row but the last says why it is above the next. */
export const Running: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Group A' })).toBeVisible()
    const table = canvas.getByRole('table', { name: 'Group A' })
    await expect(within(table).getByRole('columnheader', { name: /Why above the next/ })).toBeVisible()
    // Short headings for the eye, the full words for a screen reader (#27).
    for (const name of ['Position', 'Played', 'Won', 'Drawn', 'Lost', 'Leg difference', 'Points', '3-dart average']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible()
    }
    const points = within(table).getByRole('columnheader', { name: 'Points' })
    await expect(points.querySelector('abbr')).toHaveAttribute('title', 'Points')
    await expect(points.querySelector('abbr')).toHaveTextContent('Pts')
    await expect(points.querySelector('abbr')).toBeVisible()
    const why = [...canvasElement.querySelectorAll('[data-slot="group-table-why"]')].map((cell) => cell.textContent)
    await expect(why.slice(0, -1).every((text) => text?.startsWith('Above'))).toBe(true)
    await expect(why.at(-1)).toBe('')
    await expect(rows(canvasElement).some((row) => row.dataset.qualifies)).toBe(false)
  },
}

/** A complete group: the top two go to the winners knockout, the others to the consolation knockout. */
export const Complete: Story = {
  args: { group: finished.groups[0]!, entries: finished.entries },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Complete')).toBeVisible()
    const qualifies = rows(canvasElement).map((row) => row.dataset.qualifies)
    await expect(qualifies).toEqual(['winners', 'winners', 'consolation', 'consolation'])
    await expect(within(rows(canvasElement)[0] as HTMLElement).getByText('Winners KO')).toBeVisible()
    await expect(within(rows(canvasElement)[3] as HTMLElement).getByText('Consolation KO')).toBeVisible()
  },
}

/** Drawn, nothing played: everyone is level, which is no tie to settle yet. */
export const NothingPlayed: Story = {
  args: { group: tournamentDetailFixtures.drawn.groups[0]!, entries: tournamentDetailFixtures.drawn.entries },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(6)
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument()
    const why = [...canvasElement.querySelectorAll('[data-slot="group-table-why"]')].map((cell) => cell.textContent)
    await expect(why.every((text) => text === '')).toBe(true)
  },
}

/** The button on the "why" column says under the table how it is ordered, and hides it again: by pointer or key. */
export const HowOrdered: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'How the table is ordered' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByText(/tie-breakers in turn/)).not.toBeInTheDocument()
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const order = canvas.getByText(/tie-breakers in turn/)
    await expect(order).toBeVisible()
    await expect(button).toHaveAttribute('aria-controls', order.id)
    await expect(canvasElement.querySelector('[data-slot="group-table-order"]')).toBe(order)
    button.focus()
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByText(/tie-breakers in turn/)).not.toBeInTheDocument()
  },
}

/** Two players level on every criterion: marked in the table and named under it until a decider is set. */
export const UnresolvedTie: Story = {
  args: {
    group: {
      ...finished.groups[1]!,
      rows: finished.groups[1]!.rows.map((row, index) =>
        index === 1 ? { ...row, above_next: { criterion: 'tied' as const } } : row,
      ),
      unresolved_ties: [[finished.groups[1]!.rows[1]!.entry_id, finished.groups[1]!.rows[2]!.entry_id]],
    },
    entries: finished.entries,
    actions: <Button size="sm">Set decider</Button>,
  },
  play: async ({ args, canvas, canvasElement }) => {
    const [second, third] = [args.group.rows[1]!, args.group.rows[2]!]
    await expect(rows(canvasElement).filter((row) => row.dataset.tied)).toHaveLength(2)
    await expect(canvas.getAllByRole('img', { name: 'Tied, needs a decider' })).toHaveLength(2)
    await expect(canvas.getByRole('note')).toHaveTextContent(
      `${second.name} and ${third.name} are level on every tie-breaker`,
    )
    await expect(canvas.getByText('Level with the next on every tie-breaker')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Set decider' })).toBeVisible()
  },
}

/** A round robin of pairs passes its own heading and marks the viewer's pair. */
export const RoundRobinOfPairs: Story = {
  args: {
    group: pairs.groups[0]!,
    entries: pairs.entries,
    title: 'Table',
    highlightEntryId: pairs.groups[0]!.rows[2]!.entry_id,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Table' })).toBeVisible()
    const own = canvas.getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true')
    await expect(own).toHaveTextContent(args.group.rows[2]!.name)
  },
}

/** On a phone the table scrolls sideways in a focusable region. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Table of group A' })
    await expect(region).toHaveAttribute('tabindex', '0')
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { group: finished.groups[0]!, entries: finished.entries },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getAllByText('Winners KO')).toHaveLength(2)
  },
}
