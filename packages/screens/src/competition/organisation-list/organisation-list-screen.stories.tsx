import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureSlugs, mockError, mockPending, userFixture } from '@oche/mocks'
import { expect, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { adminOfOtherOrganisation, competitionHandlers } from '../story-helpers/competition.story-helpers'
import { OrganisationListScreen } from './organisation-list-screen'

const path = '/competition/manage/available-organisations'

const meta = {
  title: 'screens/Competition/Organisation list',
  component: OrganisationListScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: '/competition',
    msw: { handlers: competitionHandlers({ organiserRole: 'captain' }, adminOfOtherOrganisation) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof OrganisationListScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Captain in one league and admin of another: both are listed, by name, each with the user's role and a link. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Your leagues' })).toBeVisible()
    const items = await canvas.findAllByRole('listitem')
    await expect(items).toHaveLength(2)
    const demo = within(items[0] as HTMLElement).getByRole('link')
    await expect(demo).toHaveAccessibleName(/Demo Darts League.*Current season: 2026-27.*Captain/)
    await expect(demo).toHaveAttribute('href', `/competition/${competitionFixtureSlugs.organisation}`)
    const kempen = within(items[1] as HTMLElement).getByRole('link')
    await expect(kempen).toHaveAccessibleName(/Kempen Dartsbond.*No season yet.*Admin/)
    await expect(kempen).toHaveAttribute('href', `/competition/${competitionFixtureSlugs.otherOrganisation}`)
    // Two leagues: nothing opens by itself.
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** Admin of exactly one organisation: the page opens it in its place. */
export const OpensTheOnlyOne: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'admin' }) } },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(
        `/competition/${competitionFixtureSlugs.organisation}`,
      ),
    )
    await expect(canvas.getByRole('status')).toHaveTextContent('Opening Demo Darts League')
  },
}

/** A team's player manages nothing: the page says who gives access. */
export const Empty: Story = {
  parameters: { msw: { handlers: competitionHandlers({ organiserRole: 'member' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage a league yet' })).toBeVisible()
    await expect(canvas.getByText(/Ask an admin of your league, or a super admin of Oche/)).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /Demo Darts League/ })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', path), ...competitionHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your leagues')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', path, 500, { message: 'Server Error' }), ...competitionHandlers()] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Your leagues could not be loaded')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Forbidden: Story = {
  parameters: {
    msw: { handlers: [mockError('get', path, 403, { message: 'Forbidden' }), ...competitionHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The league side is not open to you' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  },
}

/** In Dutch: the glossary's words (competitie, seizoen, kapitein, beheerder) and links under /nl. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Jouw competities' })).toBeVisible()
    const demo = await canvas.findByRole('link', { name: /Demo Darts League/ })
    await expect(demo).toHaveAccessibleName(/Huidig seizoen: 2026-27.*Kapitein/)
    await expect(demo).toHaveAttribute('href', `/nl/competition/${competitionFixtureSlugs.organisation}`)
    await expect(canvas.getByRole('link', { name: /Kempen Dartsbond/ })).toHaveAccessibleName(
      /Nog geen seizoen.*Beheerder/,
    )
  },
}
