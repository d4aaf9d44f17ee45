import type { CreatedEvent } from '@oche/api'
import { boardCodeFixtures, boardFixtures, eventFixtures } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { EventCreated } from './event-created'

/** The upcoming event as `POST /events` answers it at a venue: its boards, each with its login code. */
const created = (count: number): CreatedEvent => ({
  ...eventFixtures.upcoming,
  boards: boardFixtures.upcoming
    .slice(0, count)
    .map((board) => ({ ...board, code: boardCodeFixtures[board.id] ?? 'ABCDEF' })),
})

const meta = {
  title: 'screens/Manage/Event form/Event created',
  component: EventCreated,
  args: { event: created(8) },
} satisfies Meta<typeof EventCreated>

export default meta
type Story = StoryObj<typeof meta>

/** Eight boards from the venue's settings: the success is announced and focused, every code listed once. */
export const EightBoards: Story = {
  play: async ({ canvas, args }) => {
    const success = canvas.getByText('Brabant Open Night is created').closest('[tabindex="-1"]')
    await expect(success).toHaveFocus()
    await expect(canvas.getByText('8 boards were created from the location’s settings.')).toBeVisible()
    const codes = within(canvas.getByRole('table', { name: 'Login codes' }))
    await expect(codes.getAllByRole('row')).toHaveLength(9)
    await expect(codes.getByRole('cell', { name: 'Board 1 (Stage)' })).toBeVisible()
    const first = args.event.boards[0]
    if (!first) throw new Error('The story needs a board')
    await expect(codes.getByLabelText(first.code.split('').join(' '))).toHaveTextContent(
      `${first.code.slice(0, 3)} ${first.code.slice(3)}`,
    )
    await expect(canvas.getByRole('link', { name: 'Go to the boards' })).toHaveAttribute(
      'href',
      `/manage/events/${args.event.id}/boards`,
    )
    await expect(canvas.getByRole('link', { name: 'Add tournaments to the event' })).toHaveAttribute(
      'href',
      `/manage/events/${args.event.id}/edit`,
    )
  },
}

/** One board: the message is in the singular. */
export const OneBoard: Story = {
  args: { event: created(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 board was created from the location’s settings.')).toBeVisible()
    await expect(within(canvas.getByRole('table', { name: 'Login codes' })).getAllByRole('row')).toHaveLength(2)
  },
}

/** The organiser prints the codes from the button. */
export const Print: Story = {
  play: async ({ canvas, userEvent }) => {
    const print = window.print
    let printed = 0
    window.print = () => {
      printed += 1
    }
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Print the codes' }))
    } finally {
      window.print = print
    }
    await expect(printed).toBe(1)
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Print the codes' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('table', { name: 'Login codes' })).toBeVisible()
  },
}
