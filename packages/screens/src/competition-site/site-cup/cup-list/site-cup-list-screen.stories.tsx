import type { CompetitionSiteContext } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import {
  changedSiteAnswer,
  site,
  sitePageFailing,
  sitePageLoading,
  siteStory,
} from '../../parts/site-page/site-page.story-helpers'
import { SiteCupListScreen } from './site-cup-list-screen'

const path = '/cup'
const call = '/cups/:cup'

const meta = {
  title: 'screens/Competition site/Cups',
  component: SiteCupListScreen,
  args: {},
  parameters: siteStory(path),
} satisfies Meta<typeof SiteCupListScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: sitePageLoading(path, call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cups' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the cups')
  },
}

/** A season without a cup. */
export const Empty: Story = {
  parameters: siteStory(path, { state: 'notStarted' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No cup this season' })).toBeVisible()
  },
}

/** The season's three cups: each one's format, teams, state and winner, opening its bracket. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Cups of the season' }))
    const cups = list.getAllByRole('listitem')
    await expect(cups).toHaveLength(3)
    const [open, drawn, groups] = cups.map((cup) => within(cup))
    await expect(open?.getByRole('link', { name: 'Winter Cup' })).toHaveAttribute(
      'href',
      `/cup/${site.cups.open}/bracket`,
    )
    await expect(open?.getByText('Entries open')).toBeVisible()
    await expect(drawn?.getByText('Under way')).toBeVisible()
    await expect(groups?.getByText('Finished')).toBeVisible()
    await expect(groups?.getByText('Winner: Treble Trouble')).toBeVisible()
    await expect(canvas.getByTestId('navigation')).toHaveTextContent('')
  },
}

/** A season with one cup goes straight to it. */
export const OneCup: Story = {
  parameters: siteStory(path, {}, [
    changedSiteAnswer<CompetitionSiteContext>('', (context) => ({
      ...context,
      divisions: context.divisions.filter(
        (division) => division.kind === 'league' || division.slug === site.cups.groups,
      ),
    })),
  ]),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`/cup/${site.cups.groups}/bracket`))
  },
}

export const Error: Story = {
  parameters: sitePageFailing(path, call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The cups could not be loaded')
  },
}

/** A season the league does not have: the frame says so. */
export const NotFound: Story = {
  args: { season: '1999-00' },
  parameters: siteStory('/1999-00/cup'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This season cannot be found' })).toBeVisible()
  },
}
