import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureIds, competitionFixtureSlugs, mockError, mockPending, userFixture } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../story-helpers/competition.story-helpers'
import { SeasonListScreen } from './season-list-screen'

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const base = `/competition/${org}/season/${season}`
const seasonsPath = '/competition/manage/organisations/:org/seasons'

const meta = {
  title: 'screens/Competition/Season list',
  component: SeasonListScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${base}/seasons`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SeasonListScreen>

export default meta
type Story = StoryObj<typeof meta>

/** An admin: both seasons, current first, each opening its overview, with "Edit" and "New season". */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Seasons' })).toBeVisible()
    const items = await canvas.findAllByRole('listitem')
    await expect(items).toHaveLength(2)
    const current = within(items[0] as HTMLElement)
    await expect(current.getByText('Current')).toBeVisible()
    await expect(current.getByText('14 league nights')).toBeVisible()
    await expect(current.getByRole('link', { name: '2026-27' })).toHaveAttribute('href', base)
    await expect(current.getByRole('link', { name: 'Edit 2026-27' })).toHaveAttribute(
      'href',
      `${base}/seasons/2026-27/edit`,
    )
    const previous = within(items[1] as HTMLElement)
    await expect(previous.getByText('Archived')).toBeVisible()
    await expect(previous.getByRole('link', { name: 'Edit 2025-26' })).toHaveAttribute(
      'href',
      `${base}/seasons/2025-26/edit`,
    )
    await expect(canvas.getByRole('link', { name: 'New season' })).toHaveAttribute('href', `${base}/seasons/create`)
    await expect(canvas.getByRole('link', { name: 'Season 2026-27' })).toHaveAttribute('href', base)
  },
}

/** A team's captain reads the seasons but changes none of them. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The organisation’s admins start, change and archive seasons.')).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: 'New season' })).not.toBeInTheDocument()
  },
}

/** The organisation's first season, just created: the only one, without divisions, teams or league nights yet. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: competitionHandlers({ organiserRole: 'admin', withFixtures: false }, (store) => {
        store.seasons.delete(competitionFixtureIds.previousSeason)
        const current = store.seasons.get(competitionFixtureIds.currentSeason)
        if (current) current.settings.league_nights = []
        for (const [id, row] of store.divisions) if (row.seasonId === current?.id) store.divisions.delete(id)
        for (const [id, row] of store.teamSeasons) if (row.seasonId === current?.id) store.teamSeasons.delete(id)
      }),
    },
  },
  play: async ({ canvas }) => {
    const items = await canvas.findAllByRole('listitem')
    await expect(items).toHaveLength(1)
    await expect(within(items[0] as HTMLElement).getByText('0 divisions · 0 teams')).toBeVisible()
    await expect(within(items[0] as HTMLElement).getByText('no league nights yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New season' })).toBeVisible()
  },
}

/** Somebody without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { season: '1999-00' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', seasonsPath), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the seasons')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', seasonsPath, 500, { message: 'Server Error' }), ...competitionHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The seasons could not be loaded')
  },
}

/** In French: saison, journées, with the typography the glossary asks for. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Saisons' })).toBeVisible()
    const current = within((await canvas.findAllByRole('listitem'))[0] as HTMLElement)
    await expect(current.getByText('14 journées')).toBeVisible()
    await expect(current.getByText('En cours')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Nouvelle saison' })).toHaveAttribute(
      'href',
      `/fr${base}/seasons/create`,
    )
  },
}
