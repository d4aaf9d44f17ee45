import { Button } from '@oche/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent } from 'storybook/test'
import { MoveAnnouncement } from './move-announcement'
import type { OrderedMove } from './use-ordered-moves'

const secretaryDown: OrderedMove = {
  id: 'secretary',
  direction: 'down',
  announcement: 'Secretary is now number 3 of 3.',
}

const meta = {
  title: 'screens/Competition/Parts/Ordered list/Move announcement',
  component: MoveAnnouncement,
  args: { moved: null },
} satisfies Meta<typeof MoveAnnouncement>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing moved yet: the status line is already in the page, empty, so the first announcement is heard. */
export const NothingMoved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement()
  },
}

/** After a move: screen readers hear where the item is now; on screen the line takes no room. */
export const Moved: Story = {
  args: { moved: secretaryDown },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent('Secretary is now number 3 of 3.')
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(1)
  },
}

/** Stories only: a list's move button and its status line, as an admin list puts them. */
function AnnouncedMoves() {
  const [moved, setMoved] = useState<OrderedMove | null>(null)
  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        variant="outline"
        onClick={() =>
          setMoved(
            moved
              ? { id: 'secretary', direction: 'up', announcement: 'Secretary is now number 2 of 3.' }
              : secretaryDown,
          )
        }
      >
        Move Secretary
      </Button>
      <MoveAnnouncement moved={moved} />
    </div>
  )
}

/**
 * Each move changes the text of the same status line (a new line would not be announced by every screen reader):
 * down, then up again.
 */
export const OneLiveRegion: Story = {
  render: () => <AnnouncedMoves />,
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await userEvent.click(canvas.getByRole('button', { name: 'Move Secretary' }))
    await expect(status).toHaveTextContent('Secretary is now number 3 of 3.')
    await userEvent.click(canvas.getByRole('button', { name: 'Move Secretary' }))
    await expect(status).toHaveTextContent('Secretary is now number 2 of 3.')
    await expect(canvas.getByRole('status')).toBe(status)
  },
}
