import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  TableSortButton,
  type TableProps,
  type TableSort,
} from './table'

type Standing = { player: string; played: number; legsWon: number; legsLost: number; average: number }

const standings: Standing[] = [
  { player: 'Luke Humphries', played: 7, legsWon: 28, legsLost: 12, average: 101.34 },
  { player: 'Michael van Gerwen', played: 7, legsWon: 25, legsLost: 15, average: 98.7 },
  { player: 'Gerwyn Price', played: 7, legsWon: 22, legsLost: 19, average: 95.12 },
  { player: 'Fallon Sherrock', played: 7, legsWon: 20, legsLost: 21, average: 92.48 },
  { player: 'Dimitri Van den Bergh', played: 7, legsWon: 14, legsLost: 27, average: 89.05 },
]

function sortStandings(rows: Standing[], sort: TableSort | null) {
  if (!sort) return rows
  const key = sort.column as keyof Standing
  const factor = sort.direction === 'ascending' ? 1 : -1
  return [...rows].sort((a, b) => (a[key] > b[key] ? factor : a[key] < b[key] ? -factor : 0))
}

function StandingsHeader() {
  return (
    <TableHeader>
      <TableRow>
        <TableHead column="player">
          <TableSortButton>Player</TableSortButton>
        </TableHead>
        <TableHead className="text-end">Played</TableHead>
        <TableHead column="legsWon" firstDirection="descending" className="text-end">
          <TableSortButton>Legs won</TableSortButton>
        </TableHead>
        <TableHead className="text-end">Legs lost</TableHead>
        <TableHead column="average" firstDirection="descending" className="text-end">
          <TableSortButton>Average</TableSortButton>
        </TableHead>
      </TableRow>
    </TableHeader>
  )
}

function StandingsRows({ rows }: { rows: Standing[] }) {
  return rows.map((row) => (
    <TableRow key={row.player}>
      <TableCell label="Player" className="font-medium">
        {row.player}
      </TableCell>
      <TableCell label="Played" className="text-end tabular-nums">
        {row.played}
      </TableCell>
      <TableCell label="Legs won" className="text-end tabular-nums">
        {row.legsWon}
      </TableCell>
      <TableCell label="Legs lost" className="text-end tabular-nums">
        {row.legsLost}
      </TableCell>
      <TableCell label="Average" className="text-end font-mono tabular-nums">
        {row.average.toFixed(2)}
      </TableCell>
    </TableRow>
  ))
}

/** Sorts its rows the way a screen would: from the sort the table reports. */
function Standings(props: TableProps) {
  const [sort, setSort] = useState<TableSort | null>(props.sort ?? props.defaultSort ?? null)
  return (
    <Table
      {...props}
      onSortChange={(next) => {
        setSort(next)
        props.onSortChange?.(next)
      }}
    >
      <TableCaption>Group A standings, Oche Open 2025</TableCaption>
      <StandingsHeader />
      <TableBody>
        <StandingsRows rows={sortStandings(standings, sort)} />
      </TableBody>
    </Table>
  )
}

const meta = {
  title: 'ui/Table',
  component: Table,
  args: { onSortChange: fn(), scrollAreaLabel: 'Group A standings' },
  render: (args) => <Standings {...args} />,
} satisfies Meta<typeof Table>

export default meta
type Story = StoryObj<typeof meta>

const playerNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Group A standings, Oche Open 2025' })
    await expect(within(table).getAllByRole('row')).toHaveLength(6)
    const average = canvas.getByRole('columnheader', { name: 'Average' })
    await expect(average).toHaveAttribute('aria-sort', 'none')
    await expect(canvas.getByRole('columnheader', { name: 'Played' })).not.toHaveAttribute('aria-sort')

    await userEvent.click(canvas.getByRole('button', { name: 'Average' }))
    await expect(average).toHaveAttribute('aria-sort', 'descending')
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'average', direction: 'descending' })
    await expect(playerNames(table)[0]).toBe('Luke Humphries')

    const player = canvas.getByRole('button', { name: 'Player' })
    player.focus()
    await userEvent.keyboard('{Enter}')
    const playerHead = canvas.getByRole('columnheader', { name: 'Player' })
    await expect(playerHead).toHaveAttribute('aria-sort', 'ascending')
    await expect(average).toHaveAttribute('aria-sort', 'none')
    await expect(playerNames(table)[0]).toBe('Dimitri Van den Bergh')
    await userEvent.keyboard(' ')
    await expect(playerHead).toHaveAttribute('aria-sort', 'descending')
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'player', direction: 'descending' })
    await expect(playerNames(table)[0]).toBe('Michael van Gerwen')
  },
}

export const Sorted: Story = {
  args: { defaultSort: { column: 'legsWon', direction: 'ascending' } },
  play: async ({ args, canvas }) => {
    const legsWon = canvas.getByRole('columnheader', { name: 'Legs won' })
    await expect(legsWon).toHaveAttribute('aria-sort', 'ascending')
    await expect(legsWon).toHaveAttribute('data-sort', 'ascending')
    await expect(playerNames(canvas.getByRole('table'))[0]).toBe('Dimitri Van den Bergh')
    await userEvent.click(canvas.getByRole('button', { name: 'Legs won' }))
    await expect(legsWon).toHaveAttribute('aria-sort', 'descending')
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'legsWon', direction: 'descending' })
  },
}

export const Controlled: Story = {
  args: { sort: { column: 'average', direction: 'descending' } },
  render: (args) => (
    <Table {...args}>
      <TableCaption>Group A standings, Oche Open 2025</TableCaption>
      <StandingsHeader />
      <TableBody>
        <StandingsRows rows={sortStandings(standings, args.sort ?? null)} />
      </TableBody>
    </Table>
  ),
  play: async ({ args, canvas }) => {
    const average = canvas.getByRole('columnheader', { name: 'Average' })
    await userEvent.click(canvas.getByRole('button', { name: 'Average' }))
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'average', direction: 'ascending' })
    // The parent did not accept the change, so the header still shows the parent's order.
    await expect(average).toHaveAttribute('aria-sort', 'descending')
  },
}

export const WithFooter: Story = {
  render: (args) => (
    <Table {...args}>
      <TableCaption>Board 4 averages</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Leg</TableHead>
          <TableHead className="text-end">Darts</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableCell>Leg 1</TableCell>
          <TableCell className="text-end">15</TableCell>
        </TableRow>
        <TableRow>
          <TableCell>Leg 2</TableCell>
          <TableCell className="text-end">18</TableCell>
        </TableRow>
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell>Total</TableCell>
          <TableCell className="text-end">33</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Total' })).toBeInTheDocument()
    await expect(canvas.getAllByRole('rowgroup')).toHaveLength(3)
  },
}

export const Empty: Story = {
  render: (args) => (
    <Table {...args}>
      <TableCaption>Group B standings</TableCaption>
      <StandingsHeader />
      <TableBody>
        <TableRow>
          <TableCell colSpan={5} className="h-24 text-center text-muted-foreground">
            No players have joined this group yet.
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No players have joined this group yet.' })).toBeVisible()
  },
}

export const Loading: Story = {
  render: (args) => (
    <Table {...args} aria-busy>
      <TableCaption>Group A standings, Oche Open 2025</TableCaption>
      <StandingsHeader />
      <TableBody>
        {[0, 1, 2, 3].map((row) => (
          <TableRow key={row} data-testid="skeleton-row">
            {[0, 1, 2, 3, 4].map((cell) => (
              <TableCell key={cell}>
                <div className="h-4 animate-pulse rounded bg-muted motion-reduce:animate-none" />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getAllByTestId('skeleton-row')).toHaveLength(4)
  },
}

export const NarrowViewport: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div className="max-w-[320px]">{Story()}</div>],
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Group A standings' })
    await expect(region).toHaveAttribute('tabindex', '0')
    await expect(region).toHaveAttribute('data-overflowing', 'true')
    region.blur()
    await userEvent.tab()
    await expect(region).toHaveFocus()
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
  },
}

export const FitsWithoutScrolling: Story = {
  decorators: [(Story) => <div className="w-[720px]">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible()
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument()
  },
}

export const StackedOnMobile: Story = {
  args: { stackOnMobile: true },
  decorators: [(Story) => <div className="max-w-[360px]">{Story()}</div>],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table')
    await expect(table).toHaveAttribute('data-stacked', 'true')
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument()
    const cell = canvas.getAllByRole('cell', { name: '101.34' })[0]
    await expect(cell).toHaveAttribute('data-label', 'Average')
    await expect(getComputedStyle(cell as HTMLElement, '::before').content).toBe('"Average"')
  },
}
