import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, userFixture } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../story-helpers/competition.story-helpers'
import { VenueTeamsScreen } from './venue-teams-screen'
import { addUnusedVenue, fixtureVenues, org, season, seasonBase, unusedVenue } from './venue.story-helpers'

const { bullseye } = fixtureVenues

const meta = {
  title: 'screens/Competition/Venues/Home teams',
  component: VenueTeamsScreen,
  args: { org, season, id: bullseye.id },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${seasonBase}/locations/${bullseye.id}/teams`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, addUnusedVenue) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof VenueTeamsScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The season's teams at home at Café Bullseye, each with its division, night, captain and players. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Home teams at Café Bullseye' })).toBeVisible()
    const list = within(canvas.getByRole('list', { name: 'Home teams at Café Bullseye' }))
    const items = list.getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    const busters = within(items.find((item) => item.textContent?.includes('Bull Busters')) as HTMLElement)
    await expect(busters.getByRole('link', { name: 'Bull Busters' })).toHaveAttribute(
      'href',
      `${seasonBase}/teams/bull-busters`,
    )
    await expect(busters.getByText('First division')).toBeVisible()
    await expect(busters.getByText('Tuesday')).toBeVisible()
    await expect(busters.getByText('4')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Café Bullseye' })).toHaveAttribute(
      'href',
      `${seasonBase}/locations/${bullseye.id}`,
    )
  },
}

/** Last season's home teams at De Gouden Pijl (all four, a team that stopped among them). */
export const PreviousSeason: Story = {
  args: { season: '2025-26', id: fixtureVenues.goudenPijl.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Season 2025-26')).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'Old Timers' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
  },
}

export const Empty: Story = {
  args: { id: unusedVenue.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No home teams' })).toBeVisible()
    await expect(canvas.getByText(/No team plays at home here in season 2026-27\./)).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { id: '7c0a0006-0000-4000-8000-00000000dead' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This venue cannot be found' })).toBeVisible()
  },
}

export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
  },
}

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('get', '/competition/manage/organisations/:org/venues/:venue/teams', 500, {
          message: 'Server Error',
        }),
        ...competitionHandlers({ organiserRole: 'admin' }),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The home teams could not be loaded')
  },
}
