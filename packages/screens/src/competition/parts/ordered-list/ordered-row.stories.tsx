import { Button } from '@oche/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OrderedRow } from './ordered-row'

const meta = {
  title: 'screens/Competition/Parts/Ordered list/Ordered row',
  component: OrderedRow,
  args: {
    id: 'board-member-secretary',
    children: <span className="min-w-0 flex-1 font-semibold break-words">Secretary</span>,
    actions: (
      <>
        <Button variant="outline" size="sm">
          Edit
        </Button>
        <Button variant="outline" size="sm">
          Delete
        </Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <ol aria-label="Board" className="max-w-2xl">
        <Story />
      </ol>
    ),
  ],
} satisfies Meta<typeof OrderedRow>

export default meta
type Story = StoryObj<typeof meta>

const rowOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Board' })).getByRole('listitem')

/** From `sm` up: the item, then its actions on the same line, at the end; the caller's attributes reach the row. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const row = rowOf(canvas)
    await expect(row).toHaveAttribute('id', 'board-member-secretary')
    const name = within(row).getByText('Secretary')
    const edit = within(row).getByRole('button', { name: 'Edit' })
    await expect(row.querySelector('[data-slot="row-actions"]')).toContainElement(edit)
    await expect(edit.getBoundingClientRect().left).toBeGreaterThan(name.getBoundingClientRect().left)
    await expect(edit.getBoundingClientRect().top).toBeLessThan(name.getBoundingClientRect().bottom)
  },
}

/** A long name wraps inside the row instead of pushing the actions out of it. */
export const LongContent: Story = {
  args: {
    children: (
      <span className="min-w-0 flex-1 font-semibold break-words">
        Secretary-and-treasurer-and-match-secretary-of-the-Kempen-Dartsbond-for-the-2026-27-season
      </span>
    ),
  },
  play: async ({ canvas }) => {
    const row = rowOf(canvas)
    const remove = within(row).getByRole('button', { name: 'Delete' })
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(row.getBoundingClientRect().right)
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth)
  },
}

/** On a phone the actions go below the item. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(640)
    const row = rowOf(canvas)
    const name = within(row).getByText('Secretary')
    const edit = within(row).getByRole('button', { name: 'Edit' })
    await expect(edit.getBoundingClientRect().top).toBeGreaterThanOrEqual(name.getBoundingClientRect().bottom)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
