import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { PhoneNavMenu } from './phone-nav-menu'

const meta = {
  title: 'screens/Shell/Phone menu',
  component: PhoneNavMenu,
  globals: { viewport: { value: 'mobile1' } },
  args: {
    items: [
      { path: '/tournaments', label: 'Tournaments' },
      { path: '/play', label: 'Play' },
    ],
    current: '/play',
  },
} satisfies Meta<typeof PhoneNavMenu>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The island a server page's header hydrates (docs/adr/031): its props are plain data. The button opens the drawer
 * (its code loaded then) with the links, the current one marked; following a link closes it.
 */
export const OpensTheDrawer: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(button)
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }))
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(drawer.getByRole('link', { name: 'Play' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(drawer.getByRole('link', { name: 'Tournaments' }))
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  },
}
