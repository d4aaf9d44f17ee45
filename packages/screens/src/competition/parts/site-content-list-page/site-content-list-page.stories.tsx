import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionQueries, type Organisation, type Season } from '@oche/api'
import { competitionFixtureSlugs, userFixture } from '@oche/mocks'
import { useQuery } from '@tanstack/react-query'
import { expect, fn, userEvent, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { usePlatform } from '../../../app/platform/platform-context'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import type { AdminPageData } from '../admin-page'
import { SiteContentListPage } from './site-content-list-page'

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const seasonBase = `/competition/${org}/season/${season}`

type Shown = 'items' | 'empty' | 'loading' | 'error' | 'notAdmin'

type Ready = { organisation: Organisation; season: Season; items: string[] }

/** The frame around a list of `items` (names), in the state `shown`; ready: the league and season from the API. */
function ListPageStory({ shown, onRetry }: { shown: Shown; onRetry: () => void }) {
  const { api } = usePlatform()
  const organisation = useQuery(competitionQueries.organisation(api, { org }))
  const current = useQuery(competitionQueries.season(api, { org, season }))
  const items = shown === 'empty' ? [] : ['League rules', 'Fixture list']
  const data: AdminPageData<Ready> =
    shown === 'loading' || !organisation.data || !current.data
      ? { status: 'loading' }
      : shown === 'error'
        ? { status: 'error', retry: onRetry }
        : shown === 'notAdmin'
          ? { status: 'forbidden', reason: 'notAdmin' }
          : { status: 'ready', organisation: organisation.data, season: current.data, items }
  return (
    <SiteContentListPage
      org={org}
      season={season}
      section="documents"
      title="Documents"
      data={data}
      newItem={{ href: `${seasonBase}/site/documents/create`, label: 'New document' }}
      hasItems={(ready) => ready.items.length > 0}
      loadingLabel="Loading the documents"
      errorTitle="The documents could not be loaded"
    >
      {(ready) =>
        ready.items.length === 0 ? (
          <p>No documents yet</p>
        ) : (
          <ul aria-label="Documents">
            {ready.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )
      }
    </SiteContentListPage>
  )
}

const meta = {
  title: 'screens/Competition/Parts/Site content list page',
  component: ListPageStory,
  args: { shown: 'items', onRetry: fn() },
  parameters: { page: true, layout: 'fullscreen', user: userFixture, msw: { handlers: competitionHandlers() } },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof ListPageStory>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The list with its title, the organisation, "New document", the way back to the season and the site's admin pages
 * (this one marked).
 */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible()
    await expect(await canvas.findByText('Demo Darts League')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New document' })).toHaveAttribute(
      'href',
      `${seasonBase}/site/documents/create`,
    )
    await expect(canvas.getByRole('link', { name: 'Season 2026-27' })).toHaveAttribute('href', seasonBase)
    const nav = within(canvas.getByRole('navigation', { name: 'Public site' }))
    await expect(nav.getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page')
    await expect(within(canvas.getByRole('list', { name: 'Documents' })).getAllByRole('listitem')).toHaveLength(2)
  },
}

/** Nothing in the list yet: no "New …" in the header (the empty state offers the first). */
export const Empty: Story = {
  args: { shown: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No documents yet')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'New document' })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  args: { shown: 'loading' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the documents')
    await expect(canvas.getByRole('link', { name: 'Season' })).toHaveAttribute('href', seasonBase)
    await expect(canvas.queryByRole('navigation', { name: 'Public site' })).not.toBeInTheDocument()
  },
}

/** The list could not be loaded: the admin tries again. */
export const LoadError: Story = {
  args: { shown: 'error' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The documents could not be loaded')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** A captain of the organisation: only its admins manage the site. */
export const Forbidden: Story = {
  args: { shown: 'notAdmin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
  },
}
