import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AdminUser } from '@oche/api'
import { adminUserFixtures, adminUserIds, mockError, mockPending, superAdminFixture, userFixture } from '@oche/mocks'
import { http } from 'msw'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { adminUserHandlers } from '../story-helpers/admin-users.story-helpers'
import { AdminUsersScreen } from './admin-users-screen'

const path = '/admin/users'

const meta = {
  title: 'screens/Competition/Admin users/List',
  component: AdminUsersScreen,
  args: { searchParams: {} },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: superAdminFixture,
    pathname: path,
    msw: { handlers: adminUserHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof AdminUsersScreen>

export default meta
type Story = StoryObj<typeof meta>

const rowsOf = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)

/** The search each `GET /admin/users` carried, in order. */
const searchesSent: (string | null)[] = []
const recordSearches = http.get('*/api/admin/users', ({ request }) => {
  searchesSent.push(new URL(request.url).searchParams.get('search'))
})

/** 60 more players, for three pages of 25. */
const manyUsers: AdminUser[] = [
  ...adminUserFixtures,
  ...Array.from({ length: 60 }, (_, index) => ({
    ...(adminUserFixtures[1] as AdminUser),
    id: `5e0a9c1d-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Player ${String(index + 1).padStart(2, '0')}`,
    email: `player${index + 1}@oche.test`,
    is_demo: false,
  })),
]

/** Every account by name, with its badges and days; each name opens its edit page. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    const rows = await rowsOf(canvas)
    await expect(rows).toHaveLength(adminUserFixtures.length)
    await expect(rows[0]).toHaveTextContent(/Ada Admin.*Super admin/)
    await expect(canvas.getByRole('status')).toHaveTextContent(`${adminUserFixtures.length} users`)
    await expect(canvas.getByRole('link', { name: 'Bram Peeters' })).toHaveAttribute(
      'href',
      `/admin/users/${adminUserIds.bram}/edit`,
    )
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
  },
}

/** Typing searches on the server once typing pauses; the search is kept in the address. */
export const Search: Story = {
  parameters: { msw: { handlers: [recordSearches, ...adminUserHandlers()] } },
  play: async ({ canvas }) => {
    searchesSent.length = 0
    await rowsOf(canvas)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or e-mail address' }), 'mia')
    await waitFor(() => expect(searchesSent).toContain('mia'))
    await expect(searchesSent).not.toContain('m')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 user'))
    await expect(canvas.getByRole('link', { name: 'Mia Maximum' })).toBeVisible()
    await expect(canvas.getByTestId('navigation')).toHaveTextContent('/admin/users?search=mia')
  },
}

/** A filter narrows the list on the server and joins the address, from the first page. */
export const Filter: Story = {
  play: async ({ canvas }) => {
    await rowsOf(canvas)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Show' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Blocked' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 user'))
    const rows = await rowsOf(canvas)
    await expect(rows[0]).toHaveTextContent(/Bram Peeters.*Blocked/)
    await expect(canvas.getByTestId('navigation')).toHaveTextContent('/admin/users?filter=blocked')
  },
}

/** The address's search, filter and order are read back: the last active super admins first. */
export const FromTheAddress: Story = {
  args: { searchParams: { filter: 'super_admins', sort: 'last_active', direction: 'desc' } },
  play: async ({ canvas }) => {
    const rows = await rowsOf(canvas)
    await expect(rows).toHaveLength(2)
    await expect(rows[0]).toHaveTextContent('Ada Admin')
    await expect(rows[1]).toHaveTextContent('Sam Support')
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveTextContent('Super admins')
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Last active')
    await expect(canvas.getByRole('combobox', { name: 'Order' })).toHaveTextContent('Descending')
  },
}

/** Pages come from the server, 25 accounts each; the page joins the address. */
export const Pages: Story = {
  parameters: { msw: { handlers: adminUserHandlers({ users: manyUsers }) } },
  play: async ({ canvas }) => {
    await expect(await rowsOf(canvas)).toHaveLength(25)
    await expect(canvas.getByRole('status')).toHaveTextContent(`${manyUsers.length} users`)
    const pages = within(canvas.getByRole('navigation', { name: 'Pages' }))
    await userEvent.click(pages.getByRole('button', { name: 'Page 3' }))
    await waitFor(async () => expect(await rowsOf(canvas)).toHaveLength(manyUsers.length - 50))
    await expect(canvas.getByTestId('navigation')).toHaveTextContent('/admin/users?page=3')
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: adminUserHandlers({ users: [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No users yet' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Show every user' })).not.toBeInTheDocument()
  },
}

/** Nothing matches the search and filter: the way back to every account. */
export const NoMatch: Story = {
  args: { searchParams: { search: 'nobody', filter: 'blocked' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No user matches this search and filter' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show every user' }))
    await expect(await rowsOf(canvas)).toHaveLength(adminUserFixtures.length)
    await expect(canvas.getByRole('searchbox', { name: 'Search by name or e-mail address' })).toHaveValue('')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', path), ...adminUserHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the users')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', path, 500, { message: 'Server Error' }), ...adminUserHandlers()] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The users could not be loaded')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Someone who is not a super admin (the API answers 403): who may, and the way to their own profile. */
export const Forbidden: Story = {
  parameters: { user: userFixture },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only super admins manage users' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile')
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Mia Maximum' })).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Search by name or e-mail address' })).toBeVisible()
  },
}

/** In German: the glossary's words and links under /de. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible()
    await expect(await canvas.findByRole('link', { name: 'Mia Maximum' })).toHaveAttribute(
      'href',
      `/de/admin/users/${adminUserIds.mia}/edit`,
    )
  },
}
