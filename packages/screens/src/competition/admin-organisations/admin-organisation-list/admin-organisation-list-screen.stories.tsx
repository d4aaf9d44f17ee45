import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureSlugs, mockError, mockPending, superAdminFixture, userFixture } from '@oche/mocks'
import { expect, userEvent, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { adminOrganisationHandlers, noOrganisations } from '../story-helpers/admin-organisations.story-helpers'
import { AdminOrganisationListScreen } from './admin-organisation-list-screen'

const path = '/admin/organisations'

const meta = {
  title: 'screens/Competition/Admin organisations/List',
  component: AdminOrganisationListScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: superAdminFixture,
    pathname: path,
    msw: { handlers: adminOrganisationHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof AdminOrganisationListScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Every league organisation by name, with its slug, admins, seasons and creation day; each opens its page. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'League organisations' })).toBeVisible()
    const table = within(await canvas.findByRole('table', { name: 'League organisations' }))
    const rows = table.getAllByRole('row').slice(1)
    await expect(rows).toHaveLength(2)
    const demo = within(rows[0] as HTMLElement)
    await expect(demo.getByRole('link', { name: 'Demo Darts League' })).toHaveAttribute(
      'href',
      `/admin/organisations/${competitionFixtureSlugs.organisation}`,
    )
    await expect(demo.getByText(competitionFixtureSlugs.organisation)).toBeVisible()
    await expect(rows[0]).toHaveTextContent(/Demo Darts League.*1.*2/)
    await expect(canvas.getByRole('status')).toHaveTextContent('2 organisations of 2')
    await expect(canvas.getByRole('link', { name: 'New organisation' })).toHaveAttribute(
      'href',
      '/admin/organisations/create',
    )
  },
}

/** The search narrows the list by name, slug or domain; nothing found offers the whole list back. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const search = await canvas.findByRole('searchbox', { name: 'Search by name, slug or domain' })
    await userEvent.type(search, 'kempen')
    await expect(canvas.getByRole('status')).toHaveTextContent('1 organisation of 2')
    await expect(canvas.getByRole('link', { name: 'Kempen Dartsbond' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Demo Darts League' })).not.toBeInTheDocument()
    await userEvent.clear(search)
    await userEvent.type(search, 'league.local')
    await expect(canvas.getByRole('link', { name: 'Demo Darts League' })).toBeVisible()
    await userEvent.type(search, 'zzz')
    await expect(canvas.getByRole('heading', { name: 'No organisation matches “league.localzzz”' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show all' }))
    await expect(search).toHaveValue('')
    await expect(canvas.getByRole('status')).toHaveTextContent('2 organisations of 2')
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: adminOrganisationHandlers(noOrganisations) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No league organisations yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New organisation' })).toHaveAttribute(
      'href',
      '/admin/organisations/create',
    )
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', path), ...adminOrganisationHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the organisations')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', path, 500, { message: 'Server Error' }), ...adminOrganisationHandlers()] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The organisations could not be loaded')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Someone who is not a super admin (the API answers 403): who may, and the way to their own leagues. */
export const Forbidden: Story = {
  parameters: { user: userFixture },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only super admins manage league organisations' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your leagues' })).toHaveAttribute('href', '/competition')
    await expect(canvas.queryByRole('link', { name: 'New organisation' })).not.toBeInTheDocument()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Kempen Dartsbond' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New organisation' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('table', { name: 'League organisations' })).toBeVisible()
  },
}

/** In German: the glossary's words and links under /de. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Kempen Dartsbond' })
    await expect(link).toHaveAttribute('href', `/de/admin/organisations/${competitionFixtureSlugs.otherOrganisation}`)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ligaorganisationen' })).toBeVisible()
  },
}
