import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockPending, userFixture } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { competitionHandlers } from '../../story-helpers/competition.story-helpers'
import {
  divisionApi,
  first,
  groupsPath,
  org,
  playFirstMatch,
  season,
  seasonPath,
} from '../parts/division.story-helpers'
import { DivisionDetailScreen } from './division-detail-screen'

const meta = {
  title: 'screens/Competition/Divisions/Division',
  component: DivisionDetailScreen,
  args: { org, season, division: first },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${groupsPath}/${first}`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof DivisionDetailScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The division's four teams with their captains and venues, its fixture list in numbers, and where to change each. */
export const Filled: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }, playFirstMatch(first)) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'First division' })).toBeVisible()
    await expect(canvas.getByText('Division 1 of season 2026-27')).toBeVisible()
    const teams = within(canvas.getByRole('region', { name: 'Teams (4)' }))
    await expect(teams.getByRole('link', { name: 'The Arrows' })).toHaveAttribute(
      'href',
      `${seasonPath}/teams/the-arrows`,
    )
    await expect(teams.getAllByText(/^Captain: /)).toHaveLength(4)
    await expect(teams.getByRole('link', { name: 'Choose the teams' })).toHaveAttribute(
      'href',
      `${groupsPath}/${first}/teams`,
    )
    const fixtures = within(canvas.getByRole('region', { name: 'Fixture list' }))
    await expect(fixtures.getByText('12 matches on 6 league nights')).toBeVisible()
    await expect(fixtures.getByText('1 played, 11 to play')).toBeVisible()
    await expect(fixtures.getByRole('link', { name: 'Open the fixture list' })).toHaveAttribute(
      'href',
      `${groupsPath}/${first}/matches`,
    )
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${groupsPath}/${first}/edit`)
  },
}

/** A division whose fixture list is not made yet. */
export const WithoutFixtures: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin', withFixtures: false }) } },
  play: async ({ canvas }) => {
    const fixtures = within(await canvas.findByRole('region', { name: 'Fixture list' }))
    await expect(fixtures.getByText('No fixture list yet. Make it once the division has its teams.')).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { division: 'third-division' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This division cannot be found' })).toBeVisible()
  },
}

export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only the organisation’s admins manage divisions' }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', `${divisionApi}/fixtures`), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the division')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: {
      handlers: [mockError('get', `${divisionApi}/teams`, 500, { message: 'Server Error' }), ...competitionHandlers()],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The division could not be loaded')
  },
}

/** In German: Staffel, Mannschaften, Spieltage. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Mannschaften (4)' })).toBeVisible()
    await expect(canvas.getByText('12 Begegnungen an 6 Spieltagen')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Spielplan öffnen' })).toBeVisible()
  },
}
