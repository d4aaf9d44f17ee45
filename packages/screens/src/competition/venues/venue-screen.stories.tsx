import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockPending, userFixture } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../story-helpers/competition.story-helpers'
import { VenueScreen } from './venue-screen'
import { addUnusedVenue, fixtureVenues, org, season, seasonBase, unusedVenue } from './venue.story-helpers'

const meta = {
  title: 'screens/Competition/Venues/Venue',
  component: VenueScreen,
  args: { org, season, id: unusedVenue.id },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${seasonBase}/locations/${unusedVenue.id}`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, addUnusedVenue) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof VenueScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Everything about a venue: address, map link (a new tab), boards, nights, notes, no home teams yet. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: unusedVenue.name })).toBeVisible()
    const details = within(canvas.getByRole('region', { name: 'Details' }))
    await expect(details.getByText('Kerkstraat 12')).toBeVisible()
    await expect(details.getByText('2000 Antwerpen, Belgium')).toBeVisible()
    const map = details.getByRole('link', { name: /^Map of Zaal Nieuw/ })
    await expect(map).toHaveAttribute('href', 'https://www.openstreetmap.org/#map=18/51.2194/4.4025')
    await expect(map).toHaveAttribute('target', '_blank')
    await expect(details.getByText('3 boards')).toBeVisible()
    await expect(details.getByText('Monday and Thursday')).toBeVisible()
    await expect(canvas.getByText(/^The key is at the bar\./)).toBeVisible()
    const teams = within(canvas.getByRole('region', { name: 'Home teams' }))
    await expect(teams.getByText('No team plays at home here in season 2026-27.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `${seasonBase}/locations/${unusedVenue.id}/edit`,
    )
    await expect(canvas.getByRole('link', { name: 'Venues' })).toHaveAttribute('href', `${seasonBase}/locations`)
  },
}

/** A venue of the fixture league: no address beyond the city, no map link, three home teams. */
export const WithHomeTeams: Story = {
  args: { id: fixtureVenues.goudenPijl.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'De Gouden Pijl' })).toBeVisible()
    await expect(canvas.getByText('No map link')).toBeVisible()
    await expect(canvas.getByText('No notes.')).toBeVisible()
    const teams = within(canvas.getByRole('region', { name: 'Home teams' }))
    await expect(teams.getByText('3 teams play at home here in season 2026-27.')).toBeVisible()
    await expect(teams.getByRole('link', { name: 'See the home teams' })).toHaveAttribute(
      'href',
      `${seasonBase}/locations/${fixtureVenues.goudenPijl.id}/teams`,
    )
  },
}

/** A map link that is not http(s) (stored before the check, say) is never made a link. */
export const UnsafeMapLink: Story = {
  parameters: {
    msw: {
      handlers: competitionHandlers({ organiserRole: 'admin' }, (store) => {
        addUnusedVenue(store)
        const venue = store.venues.get(unusedVenue.id)
        if (venue) venue.map_url = 'javascript:alert(1)'
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No map link')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /^Map of/ })).not.toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { id: '7c0a0006-0000-4000-8000-00000000dead' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This venue cannot be found' })).toBeVisible()
  },
}

export const Member: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mockPending('get', '/competition/manage/organisations/:org/venues/:venue'),
        ...competitionHandlers({ organiserRole: 'admin' }, addUnusedVenue),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the venue')
  },
}

/** In French: salle, cibles, équipes. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: unusedVenue.name })).toBeVisible()
    await expect(canvas.getByText('3 cibles')).toBeVisible()
    await expect(canvas.getByText('lundi et jeudi')).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Home teams' })).toBeVisible()
  },
}
