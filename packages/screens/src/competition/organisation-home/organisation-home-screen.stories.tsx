import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureSlugs, mockError, mockPending, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { adminOfOtherOrganisation, competitionHandlers } from '../story-helpers/competition.story-helpers'
import { OrganisationHomeScreen } from './organisation-home-screen'

const org = competitionFixtureSlugs.organisation
const seasonsPath = `/competition/manage/organisations/:org/seasons`

const meta = {
  title: 'screens/Competition/Organisation home',
  component: OrganisationHomeScreen,
  args: { org },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `/competition/${org}`,
    msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof OrganisationHomeScreen>

export default meta
type Story = StoryObj<typeof meta>

/** An admin: the seasons, current first and the archived one marked, each a link; "New season" for them. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Demo Darts League' })).toBeVisible()
    await expect(canvas.getByText('Admin')).toBeVisible()
    const seasons = within(canvas.getByRole('region', { name: 'Seasons' }))
    const links = seasons.getAllByRole('link')
    await expect(links).toHaveLength(2)
    await expect(links[0]).toHaveAccessibleName(/2026-27.*Current.*2 divisions · 8 teams/)
    await expect(links[0]).toHaveAttribute('href', `/competition/${org}/season/2026-27`)
    await expect(links[1]).toHaveAccessibleName(/2025-26.*Archived/)
    await expect(links[1]).toHaveAttribute('data-archived', 'true')
    await expect(canvas.getByRole('link', { name: 'New season' })).toHaveAttribute(
      'href',
      `/competition/${org}/season/2026-27/seasons/create`,
    )
    await expect(canvas.getByRole('link', { name: 'Your leagues' })).toHaveAttribute('href', '/competition')
  },
}

/** A team's captain sees the seasons and their role, but cannot start a season. */
export const Captain: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Captain')).toBeVisible()
    await expect(within(canvas.getByRole('region', { name: 'Seasons' })).getAllByRole('link')).toHaveLength(2)
    await expect(canvas.queryByRole('link', { name: 'New season' })).not.toBeInTheDocument()
  },
}

const other = competitionFixtureSlugs.otherOrganisation
const createCalls = recordRequests('post', seasonsPath)

/**
 * An organisation without seasons: its admin sets up the first one on the home (the season pages live under a
 * season) and its overview opens.
 */
export const FirstSeason: Story = {
  args: { org: other },
  parameters: {
    pathname: `/competition/${other}`,
    msw: {
      handlers: [createCalls.handler, ...competitionHandlers({ organiserRole: 'admin' }, adminOfOtherOrganisation)],
    },
  },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kempen Dartsbond' })).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Set up the first season' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'New season' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument()
    await userEvent.type(canvas.getByLabelText('Name'), '2027-28')
    await userEvent.type(canvas.getByLabelText('First day'), '2027-09-01')
    await userEvent.type(canvas.getByLabelText('Last day'), '2028-05-31')
    await userEvent.click(canvas.getByRole('button', { name: 'Create the season' }))
    await expect(await screen.findByText('Season 2027-28 is created')).toBeInTheDocument()
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(`/competition/${other}/season/2027-28`),
    )
    await expect(createCalls.requests.at(-1)?.body).toMatchObject({
      name: '2027-28',
      starts_on: '2027-09-01',
      ends_on: '2028-05-31',
    })
  },
}

/** Somebody without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'none' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your organisations' })).toHaveAttribute('href', '/competition')
    await expect(canvas.queryByRole('link', { name: 'New season' })).not.toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { org: 'no-such-league' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page cannot be found' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', seasonsPath), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the organisation')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', seasonsPath, 500, { message: 'Server Error' }), ...competitionHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The organisation could not be loaded')
  },
}

/** In Dutch: seizoen, beheerder, and links under /nl. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Beheerder')).toBeVisible()
    const seasons = within(canvas.getByRole('region', { name: 'Seizoenen' }))
    await expect(seasons.getAllByRole('link')[0]).toHaveAccessibleName(/2026-27.*Huidig.*2 reeksen · 8 ploegen/)
    await expect(seasons.getAllByRole('link')[1]).toHaveAccessibleName(/Gearchiveerd/)
    await expect(canvas.getByRole('link', { name: 'Nieuw seizoen' })).toHaveAttribute(
      'href',
      `/nl/competition/${org}/season/2026-27/seasons/create`,
    )
  },
}
