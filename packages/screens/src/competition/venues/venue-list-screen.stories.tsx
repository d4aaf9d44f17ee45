import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockPending, userFixture } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../story-helpers/competition.story-helpers'
import { VenueListScreen } from './venue-list-screen'
import { fixtureVenues, org, season, seasonBase, venuesApi, withoutVenues } from './venue.story-helpers'

const meta = {
  title: 'screens/Competition/Venues/List',
  component: VenueListScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${seasonBase}/locations`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof VenueListScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The list item of a venue, found by the link to its page. */
function row(id: string) {
  const item = document.querySelector(`a[href$="/locations/${id}"]`)?.closest('li')
  if (!(item instanceof HTMLElement)) throw new Error(`No venue row ${id}`)
  return within(item)
}

/** An admin: the venues by name with their boards, nights and home teams this season, and "New venue". */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Venues' })).toBeVisible()
    const list = await canvas.findByRole('list', { name: 'Venues' })
    const items = within(list).getAllByRole('listitem')
    await expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual([
      'Café Bullseye',
      'De Gouden Pijl',
      'Zaal Triple',
    ])
    const bullseye = row(fixtureVenues.bullseye.id)
    await expect(bullseye.getByText('4 boards')).toBeVisible()
    await expect(bullseye.getByText('Tuesday and Friday')).toBeVisible()
    await expect(bullseye.getByText('Gent, Belgium')).toBeVisible()
    await expect(bullseye.getByRole('link', { name: '3 teams this season' })).toHaveAttribute(
      'href',
      `${seasonBase}/locations/${fixtureVenues.bullseye.id}/teams`,
    )
    const triple = row(fixtureVenues.triple.id)
    await expect(triple.getByText('8 boards')).toBeVisible()
    await expect(triple.getByText('Wednesday')).toBeVisible()
    await expect(triple.getByRole('link', { name: '2 teams this season' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New venue' })).toHaveAttribute(
      'href',
      `${seasonBase}/locations/create`,
    )
    await expect(canvas.getByRole('link', { name: 'Season 2026-27' })).toHaveAttribute('href', seasonBase)
  },
}

/** Seen from last season: the home teams counted are that season's (all four at De Gouden Pijl). */
export const PreviousSeason: Story = {
  args: { season: '2025-26' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'De Gouden Pijl' })).toBeVisible()
    await expect(row(fixtureVenues.goudenPijl.id).getByRole('link', { name: '4 teams this season' })).toBeVisible()
    await expect(row(fixtureVenues.triple.id).getByRole('link', { name: 'none this season' })).toBeVisible()
  },
}

/** A new organisation: no venues yet, and the way to add the first. */
export const Empty: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, withoutVenues) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No venues yet' })).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'New venue' })).toHaveLength(1)
  },
}

/** A team's captain may not manage venues: a clear state, no list. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the season' })).toHaveAttribute('href', seasonBase)
    await expect(canvas.queryByRole('link', { name: 'New venue' })).not.toBeInTheDocument()
  },
}

/** Somebody without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { season: '1999-00' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', venuesApi), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the venues')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', venuesApi, 500, { message: 'Server Error' }), ...competitionHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The venues could not be loaded')
  },
}

/** In Dutch: lokalen, ploegen, speeldagen as the glossary has them. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lokalen' })).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'Café Bullseye' })).toBeVisible()
    const bullseye = row(fixtureVenues.bullseye.id)
    await expect(bullseye.getByText('dinsdag en vrijdag')).toBeVisible()
    await expect(bullseye.getByRole('link', { name: '3 ploegen dit seizoen' })).toHaveAttribute(
      'href',
      `/nl${seasonBase}/locations/${fixtureVenues.bullseye.id}/teams`,
    )
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Zaal Triple' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('link', { name: 'Café Bullseye' })).toBeVisible()
  },
}
