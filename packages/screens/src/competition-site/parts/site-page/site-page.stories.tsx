import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormattedMessage } from 'react-intl'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DivisionNav, findLeagueDivision, siteDivisionMessages } from '../site-division'
import { useSiteContext, useSiteRef } from '../use-site'
import { SitePage } from './site-page'
import { sitePageState, type SitePageState } from './site-page-state'
import { site, siteStory } from './site-page.story-helpers'

const retry = fn()

/** What the story's page shows: what the site answers, or one of the page's own states. */
type Shown = 'site' | 'loading' | 'error' | 'notFound'

/**
 * A division's page built on `SitePage` as the site's pages are: its state from the site's context (the division
 * found in the season, or not), its tabs, and the division's teams as its content.
 */
function DivisionPage({
  season,
  group,
  title,
  shows,
}: {
  season?: string | undefined
  group: string
  title: string
  shows: Shown
}) {
  const context = useSiteContext(useSiteRef(season))
  const found = sitePageState(context, [], (data) => {
    const division = findLeagueDivision(data, group)
    return division ? { division } : null
  })
  const state: SitePageState<{ division: { slug: string; name: string } }> =
    shows === 'site' ? found : shows === 'error' ? { status: 'error', retry } : { status: shows }
  return (
    <SitePage
      season={season}
      state={state}
      title={title}
      nav={<DivisionNav season={season} group={group} divisionName={title} current="teams" />}
      loadingLabel="Loading the teams"
      errorTitle="The teams could not be loaded"
      notFoundTitle={<FormattedMessage {...siteDivisionMessages.notFound} />}
    >
      {({ context: ready, division }) => (
        <ul aria-label={`Teams of ${division.name}`} className="flex flex-col gap-2">
          {ready.teams
            .filter((team) => team.division === division.slug)
            .map((team) => (
              <li key={team.slug}>{team.name}</li>
            ))}
        </ul>
      )}
    </SitePage>
  )
}

const teamsPath = `/groups/${site.divisions.first}/teams`

const meta = {
  title: 'screens/Competition site/Parts/Site page',
  component: DivisionPage,
  args: { season: undefined, group: site.divisions.first, title: 'First division', shows: 'site' },
  parameters: siteStory(teamsPath),
  beforeEach: () => {
    retry.mockClear()
  },
} satisfies Meta<typeof DivisionPage>

export default meta
type Story = StoryObj<typeof meta>

const tabsOf = () => screen.queryByRole('navigation', { name: 'Pages of First division' })

/** The page in the league's frame: its title, its tabs, then its content. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const teams = await canvas.findByRole('list', { name: 'Teams of First division' })
    await expect(within(teams).getByText('The Arrows')).toBeVisible()
    await expect(within(teams).getAllByRole('listitem').length).toBeGreaterThan(1)
    const main = within(canvas.getByRole('main'))
    await expect(main.getByRole('heading', { level: 1, name: 'First division' })).toBeVisible()
    await expect(within(tabsOf() as HTMLElement).getByRole('link', { name: 'Teams' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(canvas.getByRole('banner')).getByRole('link', { name: site.name })).toBeVisible()
  },
}

/** The page's own data loads: its title and tabs stay, a skeleton says what loads. */
export const Loading: Story = {
  args: { shows: 'loading' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'First division' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the teams')
    await expect(tabsOf()).toBeVisible()
  },
}

/** The page's data failed: an alert with "Try again", which asks again. */
export const Error: Story = {
  args: { shows: 'error' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The teams could not be loaded')
    await expect(tabsOf()).toBeVisible()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(retry).toHaveBeenCalledTimes(1)
  },
}

/** A division the season does not have: not found, without its tabs, and the way to the site's home. */
export const NotFound: Story = {
  args: { group: 'relegated', title: 'Teams' },
  parameters: siteStory('/groups/relegated/teams'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This division cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    await expect(screen.queryByRole('navigation', { name: /^Pages of/ })).not.toBeInTheDocument()
  },
}

/** Not found in last season: the way on is that season's home. */
export const NotFoundInASeason: Story = {
  args: { group: 'relegated', title: 'Teams', season: site.previousSeason },
  parameters: siteStory(`/${site.previousSeason}/groups/relegated/teams`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      `/${site.previousSeason}`,
    )
  },
}

/** A league without a season yet: no division is there, and the header has no season to choose. */
export const NoSeason: Story = {
  parameters: siteStory(teamsPath, { state: 'noSeason' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This division cannot be found' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Season/ })).not.toBeInTheDocument()
    await expect(tabsOf()).not.toBeInTheDocument()
  },
}

/** The site itself loads: the frame stands in for the whole page. */
export const SiteLoading: Story = {
  parameters: siteStory(teamsPath, { state: 'loading' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the league’s website')
    await expect(tabsOf()).not.toBeInTheDocument()
  },
}

/** The site cannot be reached: the frame's failure, with its retry, instead of the page. */
export const SiteFailing: Story = {
  parameters: siteStory(teamsPath, { state: 'failing' }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'The league’s website could not be loaded',
    )
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(tabsOf()).not.toBeInTheDocument()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Teams of First division' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('list', { name: 'Teams of First division' })).toBeVisible()
  },
}
