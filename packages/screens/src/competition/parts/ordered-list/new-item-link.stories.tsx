import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { NewItemLink } from './new-item-link'

const meta = {
  title: 'screens/Competition/Parts/Ordered list/New item link',
  component: NewItemLink,
  args: { href: '/competition/kempen-dartsbond/season/2026-27/site/documents/new', children: 'New document' },
} satisfies Meta<typeof NewItemLink>

export default meta
type Story = StoryObj<typeof meta>

/** A link that looks like a button: named by its text alone (the plus is decorative), to the new item's form. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'New document' })
    await expect(link).toHaveAttribute('href', args.href)
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

/** It is the page's first stop for the keyboard, and a link (Enter follows it), not a button. */
export const Keyboard: Story = {
  args: {
    href: '/competition/kempen-dartsbond/season/2026-27/site/board-members/new',
    children: 'Add the first board member',
  },
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Add the first board member' })).toHaveFocus()
  },
}
