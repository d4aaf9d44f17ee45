import { withHiddenSitePage, withoutSiteContent } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { siteStory } from '../parts/site-page/site-page.story-helpers'
import { siteContentBroken, siteContentPending, siteContentStory } from '../site-news/site-content.story-helpers'
import { SiteBoardMembersScreen } from './site-board-members-screen'

const meta = {
  title: 'screens/Competition site/Board',
  component: SiteBoardMembersScreen,
  args: {},
  parameters: siteStory('/board-members'),
} satisfies Meta<typeof SiteBoardMembersScreen>

export default meta
type Story = StoryObj<typeof meta>

const cardOf = (name: string, element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('[data-slot="site-board-member"]')].find((card) =>
    card.textContent?.includes(name),
  ) as HTMLElement

/**
 * The board in its order: the chair with a photo, e-mail and phone; the secretary with initials and e-mail only;
 * the treasurer without contact details.
 */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Board' })).toBeVisible()
    await canvas.findByRole('heading', { level: 2, name: 'Marieke Janssens' })
    const names = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    await expect(names).toEqual(['Marieke Janssens', 'Tom Peeters', 'Sofie Claes'])

    const chair = within(cardOf('Marieke Janssens', canvasElement))
    await expect(chair.getByText('Chair')).toBeVisible()
    await expect(chair.getByRole('link', { name: 'chair@demo-darts-league.example' })).toHaveAttribute(
      'href',
      'mailto:chair@demo-darts-league.example',
    )
    await expect(chair.getByRole('link', { name: '+32 470 12 34 56' })).toHaveAttribute('href', 'tel:+32470123456')

    const secretary = cardOf('Tom Peeters', canvasElement)
    await expect(secretary.querySelector('[data-slot="avatar"]')).toHaveTextContent('TP')
    await expect(within(secretary).getAllByRole('link')).toHaveLength(1)

    const treasurer = cardOf('Sofie Claes', canvasElement)
    await expect(within(treasurer).getByText('Treasurer')).toBeVisible()
    await expect(within(treasurer).queryByRole('link')).not.toBeInTheDocument()

    const nav = canvas.getByRole('navigation', { name: 'Site menu' })
    await expect(within(nav).getByRole('link', { name: 'Board' })).toHaveAttribute('aria-current', 'page')
  },
}

export const Empty: Story = {
  parameters: siteContentStory('/board-members', withoutSiteContent),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No board members yet' })).toBeVisible()
  },
}

/** A league that does not show its board: the page is not there, nor in the menu. */
export const NotFound: Story = {
  parameters: siteContentStory('/board-members', (store) => withHiddenSitePage(store, 'board-members')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This league has no board page' })).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Site menu' })
    await expect(within(nav).queryByRole('link', { name: 'Board' })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: siteContentPending('/board-members'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Board' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the board')
  },
}

export const Error: Story = {
  parameters: siteContentBroken('/board-members'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The board could not be loaded')
  },
}

export const InFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Comité' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Sofie Claes' })).toBeVisible()
  },
}
