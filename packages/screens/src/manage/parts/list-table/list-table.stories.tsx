import { TableCell, TableRow } from '@oche/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ListTable } from './list-table'

const columns = { name: 'Name', city: 'City', boards: 'Boards' }
const clubs = [
  { id: 'pijl', name: 'De Pijl', city: 'Hasselt', boards: 6 },
  { id: 'roos', name: 'De Roos', city: 'Gent', boards: 12 },
]

const meta = {
  title: 'screens/Manage/List table',
  component: ListTable<keyof typeof columns>,
  args: { label: 'Clubs', columns, alignEnd: ['boards'], children: null },
} satisfies Meta<typeof ListTable<keyof typeof columns>>

export default meta
type Story = StoryObj<typeof meta>

/** The headings in order, numbers at the end, and one row per item. */
export const Filled: Story = {
  args: {
    children: clubs.map((club) => (
      <TableRow key={club.id}>
        <TableCell className="font-medium @max-lg:text-start @max-lg:before:hidden">{club.name}</TableCell>
        <TableCell label={columns.city}>{club.city}</TableCell>
        <TableCell label={columns.boards} className="text-end tabular-nums">
          {club.boards}
        </TableCell>
      </TableRow>
    )),
  },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Clubs' }))
    const headings = table.getAllByRole('columnheader')
    await expect(headings.map((heading) => heading.textContent)).toEqual(['Name', 'City', 'Boards'])
    await expect(headings[2]).toHaveClass('text-end')
    await expect(headings[0]).not.toHaveClass('text-end')
    await expect(table.getAllByRole('row')).toHaveLength(3)
    await expect(table.getByRole('cell', { name: '12' })).toBeVisible()
  },
}

/** Without items only the heading row shows; the screens show their empty state instead. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Clubs' }))
    await expect(table.getAllByRole('row')).toHaveLength(1)
    await expect(table.getAllByRole('columnheader')).toHaveLength(3)
  },
}

/** On a phone the rows stack into cards and each cell shows its column's heading. */
export const Phone: Story = {
  ...Filled,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Clubs' })).toBeVisible()
    await expect(canvas.getAllByRole('cell', { name: /Hasselt/ })[0]).toBeVisible()
  },
}
