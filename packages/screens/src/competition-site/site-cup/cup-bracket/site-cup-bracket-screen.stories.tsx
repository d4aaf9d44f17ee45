import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { site, sitePageFailing, sitePageLoading, siteStory } from '../../parts/site-page/site-page.story-helpers'
import { SiteCupBracketScreen } from './site-cup-bracket-screen'

const path = (cup: string) => `/cup/${cup}/bracket`
const call = '/cups/:cup'

const meta = {
  title: 'screens/Competition site/Cup bracket',
  component: SiteCupBracketScreen,
  args: { group: site.cups.drawn },
  parameters: siteStory(path(site.cups.drawn)),
} satisfies Meta<typeof SiteCupBracketScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: sitePageLoading(path(site.cups.drawn), call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'League Cup' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the cup')
  },
}

/** Entries still open: nothing drawn yet. */
export const Empty: Story = {
  args: { group: site.cups.open },
  parameters: siteStory(path(site.cups.open)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not drawn yet' })).toBeVisible()
    await expect(canvas.getByText('Entries open')).toBeVisible()
  },
}

/** A straight draw half played: the rounds, a bye, winners with their games, and each match's page. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const bracket = within(await canvas.findByRole('region', { name: 'Bracket: Cup' }))
    await expect(bracket.getByRole('heading', { name: 'Quarter-finals' })).toBeVisible()
    await expect(bracket.getByText('Bye')).toBeVisible()
    await expect(bracket.getAllByRole('link', { name: /^The match: / })[0]).toHaveAttribute(
      'href',
      '/matches/league-cup-cup-1-2',
    )
    // Nothing to manage on the public site: no draw, no entries.
    await expect(canvas.queryByRole('button', { name: /draw/i })).not.toBeInTheDocument()
    const nav = canvas.getByRole('navigation', { name: 'Pages of League Cup' })
    await expect(within(nav).getByRole('link', { name: 'Bracket' })).toHaveAttribute('aria-current', 'page')
  },
}

/** A finished cup with a plate: its winner and final ranking above both brackets. */
export const Finished: Story = {
  args: { group: site.cups.groups },
  parameters: siteStory(path(site.cups.groups)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Winner: Treble Trouble')).toBeVisible()
    const ranking = within(canvas.getByRole('list', { name: 'Final ranking: Cup' }))
    await expect(ranking.getAllByRole('listitem')[0]).toHaveTextContent('1.Treble Trouble')
    await expect(canvas.getByRole('region', { name: 'Bracket: Plate' })).toBeVisible()
  },
}

export const Error: Story = {
  parameters: sitePageFailing(path(site.cups.drawn), call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The cup could not be loaded')
  },
}

/** A division's slug is not a cup's. */
export const NotFound: Story = {
  args: { group: site.divisions.first },
  parameters: siteStory(path(site.divisions.first)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This cup cannot be found' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Bracket: Cup' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { group: site.cups.groups },
  parameters: siteStory(path(site.cups.groups)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Bracket: Plate' })).toBeVisible()
  },
}
