import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { TabLinks } from './tab-links'

const meta = {
  title: 'screens/App/Tab links',
  component: TabLinks,
  args: {
    label: 'Seasons',
    links: [
      { href: '/seasons/2025', label: '2025–26', current: true },
      { href: '/seasons/2024', label: '2024–25', current: false },
      { href: '/seasons/2023', label: '2023–24', current: false },
    ],
  },
} satisfies Meta<typeof TabLinks>

export default meta
type Story = StoryObj<typeof meta>

/** Real links in a named navigation landmark; only the current page is marked, and Tab moves along them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Seasons' }))
    await expect(nav.getByRole('link', { name: '2025–26' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: '2024–25' })).not.toHaveAttribute('aria-current')
    await expect(nav.getByRole('link', { name: '2023–24' })).toHaveAttribute('href', '/seasons/2023')
    await userEvent.tab()
    await expect(nav.getByRole('link', { name: '2025–26' })).toHaveFocus()
    await userEvent.tab()
    await expect(nav.getByRole('link', { name: '2024–25' })).toHaveFocus()
  },
}

/** A phone: the links wrap instead of running off the screen, each still big enough to tap. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '2024–25' })
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
