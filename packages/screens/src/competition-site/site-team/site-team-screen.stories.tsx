import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { site, sitePageFailing, sitePageLoading, siteStory } from '../parts/site-page/site-page.story-helpers'
import { SiteTeamScreen } from './site-team-screen'

const path = `/groups/${site.divisions.first}/teams/${site.team}`
const call = '/teams/:team'

const meta = {
  title: 'screens/Competition site/Team',
  component: SiteTeamScreen,
  args: { group: site.divisions.first, team: site.team },
  parameters: siteStory(path),
} satisfies Meta<typeof SiteTeamScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: sitePageLoading(path, call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The Arrows' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the team')
  },
}

/** Before the first league night: the fixtures to come, no results and no figures yet. */
export const Empty: Story = {
  parameters: siteStory(path, { state: 'notStarted' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results yet.')).toBeVisible()
    await expect(canvas.getByText('No player of the team has played a game yet.')).toBeVisible()
    await expect(
      within(canvas.getByRole('list', { name: 'Next matches' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(0)
  },
}

/**
 * Half the season played: the team's place and venue, its calendar to subscribe to, its matches to come and its
 * results (league and cup), and its players' figures, sorted in the address.
 */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const standing = await canvas.findByRole('table', { name: 'Standings of First division' })
    await expect(within(standing).getAllByRole('row')[1]).toHaveAttribute('aria-current', 'true')
    await expect(canvas.getByText('Plays at home at De Gouden Pijl')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
      'href',
      `webcal://${site.host}/api/competition/${site.domain}/calendar.ics?team=${site.team}`,
    )
    await expect(canvas.getByRole('link', { name: 'Download the calendar file' })).toHaveAttribute(
      'href',
      `/api/competition/${site.domain}/calendar.ics?team=${site.team}`,
    )
    const results = within(canvas.getByRole('list', { name: 'Results' }))
    await expect(results.getByRole('link', { name: 'Bull Busters – The Arrows' })).toHaveAttribute(
      'href',
      '/matches/w1-bull-busters-the-arrows',
    )
    // Cup matches are the team's too: their competition is named.
    await expect(results.getAllByText(/League Cup|Shield/).length).toBeGreaterThan(0)
    const nav = canvas.getByRole('navigation', { name: 'Pages of First division' })
    await expect(within(nav).getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'true')

    const players = canvas.getByRole('table', { name: 'Players of The Arrows' })
    await userEvent.click(within(players).getByRole('button', { name: /High checkout/ }))
    await expect(within(players).getByRole('columnheader', { name: /High checkout/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await expect(within(players).getAllByRole('row')[1]).toHaveTextContent('Dana Double')
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(`${path}?sort=highCheckout&order=desc`),
    )
  },
}

/** A shared link of the players sorted by their average. */
export const SortedLink: Story = {
  args: { searchParams: { sort: 'average', order: 'asc' } },
  play: async ({ canvas }) => {
    const players = await canvas.findByRole('table', { name: 'Players of The Arrows' })
    await expect(within(players).getByRole('columnheader', { name: /3-dart average/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await expect(within(players).getAllByRole('row')[1]).toHaveTextContent('Chris Cork')
  },
}

export const Error: Story = {
  parameters: sitePageFailing(path, call),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The team could not be loaded')
  },
}

/** The team of the address plays in another division. */
export const NotFound: Story = {
  args: { group: site.divisions.second },
  parameters: siteStory(`/groups/${site.divisions.second}/teams/${site.team}`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This team cannot be found' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Players of The Arrows' })).toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Subscribe in your calendar' })).toBeVisible()
  },
}

/** In French on a 320 px phone: the calendar's two buttons stay on the screen, their long labels wrapping. */
export const PhoneInFrench: Story = {
  globals: { locale: 'fr', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const download = await canvas.findByRole('link', { name: 'Télécharger le fichier du calendrier' })
    await expect(download.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Players of The Arrows' })).toBeVisible()
  },
}
