import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentProps } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TabLinksView } from './tab-links-view'

/** A host's link as a server page renders it: a plain anchor. */
const PlainLink = ({ children, ...props }: ComponentProps<'a'> & { href: string }) => <a {...props}>{children}</a>

const onLive = fn()

const meta = {
  title: 'screens/App/Tab links view',
  component: TabLinksView,
  args: {
    label: 'Which tournaments',
    Link: PlainLink,
    links: [
      { href: '/tournaments', label: 'All', current: true },
      {
        href: '/tournaments?status=live',
        label: 'Live',
        current: false,
        onClick: (event) => {
          event.preventDefault()
          onLive()
        },
      },
    ],
  },
} satisfies Meta<typeof TabLinksView>

export default meta
type Story = StoryObj<typeof meta>

/** The host's link renders each tab; a screen that shows the tab itself handles the press and keeps the address. */
export const WithTheHostsLink: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Which tournaments' }))
    await expect(nav.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
    const live = nav.getByRole('link', { name: 'Live' })
    await expect(live).toHaveAttribute('href', '/tournaments?status=live')
    await userEvent.click(live)
    await expect(onLive).toHaveBeenCalledOnce()
  },
}
