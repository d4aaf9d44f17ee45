import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { LeaveGameDialog } from './leave-game-dialog'

const meta = {
  title: 'screens/Tablet/Native app/Leave the game',
  component: LeaveGameDialog,
  args: { open: true, onAnswer: fn() },
  parameters: { shell: 'tablet' },
} satisfies Meta<typeof LeaveGameDialog>

export default meta
type Story = StoryObj<typeof meta>

const dialog = async () => within(await screen.findByRole('alertdialog', { name: 'Leave the game?' }))

/** The back button during a game: focus starts on "Keep scoring", which stays. */
export const KeepScoring: Story = {
  play: async ({ args }) => {
    const asked = await dialog()
    await expect(asked.getByText(/Every visit so far is kept/)).toBeVisible()
    await expect(asked.getByRole('button', { name: 'Keep scoring' })).toHaveFocus()
    await userEvent.click(asked.getByRole('button', { name: 'Keep scoring' }))
    await expect(args.onAnswer).toHaveBeenCalledOnce()
    await expect(args.onAnswer).toHaveBeenCalledWith(false)
  },
}

/** Confirmed: the players leave the game. */
export const Leave: Story = {
  play: async ({ args }) => {
    await userEvent.click((await dialog()).getByRole('button', { name: 'Leave the game' }))
    await expect(args.onAnswer).toHaveBeenCalledOnce()
    await expect(args.onAnswer).toHaveBeenCalledWith(true)
  },
}

/** In German. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async () => {
    const asked = within(await screen.findByRole('alertdialog', { name: 'Spiel verlassen?' }))
    await expect(asked.getByRole('button', { name: 'Weiter zählen' })).toBeVisible()
  },
}
