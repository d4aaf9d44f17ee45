import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { site, sitePageFailing, sitePageLoading, siteStory } from '../../parts/site-page/site-page.story-helpers'
import { SiteCupStandingsScreen } from './site-cup-standings-screen'

const path = (cup: string) => `/cup/${cup}/standings`
const call = '/cups/:cup'

const meta = {
  title: 'screens/Competition site/Cup groups',
  component: SiteCupStandingsScreen,
  args: { group: site.cups.groups },
  parameters: siteStory(path(site.cups.groups)),
} satisfies Meta<typeof SiteCupStandingsScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: sitePageLoading(path(site.cups.groups), call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shield' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the cup')
  },
}

/** A straight draw not made yet: no groups, and why. */
export const Empty: Story = {
  args: { group: site.cups.open },
  parameters: siteStory(path(site.cups.open)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This cup has no groups/)).toBeVisible()
    await expect(canvas.getByText('The draw has not been made yet.')).toBeVisible()
  },
}

/** A straight draw made: no groups, and the order the teams were drawn in. */
export const StraightDraw: Story = {
  args: { group: site.cups.drawn },
  parameters: siteStory(path(site.cups.drawn)),
  play: async ({ canvas }) => {
    const draw = within(await canvas.findByRole('region', { name: 'Draw order' }))
    const order = draw.getAllByRole('listitem').map((item) => item.textContent)
    await expect(order.slice(0, 2)).toEqual(['Checkout Kings', 'Double Top'])
  },
}

/** A cup played in groups: each group's table and matches. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const groupA = within(await canvas.findByRole('region', { name: 'Group A' }))
    const table = groupA.getByRole('table', { name: 'Standings of Group A' })
    await expect(within(table).getAllByRole('row')).toHaveLength(5)
    await expect(within(table).getByRole('link', { name: 'The Arrows' })).toHaveAttribute(
      'href',
      `/groups/${site.divisions.first}/teams/the-arrows`,
    )
    await expect(
      within(groupA.getByRole('list', { name: 'Matches of group A' })).getAllByRole('listitem'),
    ).toHaveLength(6)
    await expect(canvas.getByRole('region', { name: 'Group B' })).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Pages of Shield' })
    await expect(within(nav).getByRole('link', { name: 'Group standings' })).toHaveAttribute('aria-current', 'page')
  },
}

export const Error: Story = {
  parameters: sitePageFailing(path(site.cups.groups), call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The cup could not be loaded')
  },
}

export const NotFound: Story = {
  args: { group: 'spring-cup' },
  parameters: siteStory(path('spring-cup')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This cup cannot be found' })).toBeVisible()
  },
}

export const PhoneInDutch: Story = {
  globals: { locale: 'nl', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Poule A' })).toBeVisible()
  },
}
