import { mockPending } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { siteStory } from '../parts/site-page/site-page.story-helpers'
import { SitePageNotFoundScreen } from './site-page-not-found-screen'

const meta = {
  title: 'screens/Competition site/Page not found',
  component: SitePageNotFoundScreen,
  parameters: siteStory('/no-such-page'),
} satisfies Meta<typeof SitePageNotFoundScreen>

export default meta
type Story = StoryObj<typeof meta>

/** A mistyped address on the league's domain: the league's frame and menu, and the way back to its home. */
export const InTheLeaguesFrame: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page is not on the league’s site' })).toBeVisible()
    const menu = canvas.getByRole('navigation', { name: 'Site menu' })
    await expect(menu).toBeVisible()
    // `/no-such-page` reads as a season's home, but the visitor is on none of the site's pages: nothing is current.
    await expect(within(menu).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    await expect(menu.querySelectorAll('[aria-current]')).toHaveLength(0)
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    // None of the platform's own menus: this is the league's site.
    await expect(canvas.queryByRole('link', { name: 'Rankings' })).not.toBeInTheDocument()
  },
}

export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: /Cette page n’est pas sur le site/ })
    await expect(heading).toBeVisible()
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: /accueil/i })).toHaveAttribute(
      'href',
      '/fr',
    )
  },
}

export const Loading: Story = {
  parameters: siteStory('/no-such-page', {}, [mockPending('get', '/competition/:domain')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the league’s website')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('heading', { name: 'This page is not on the league’s site' })).toBeVisible()
  },
}
