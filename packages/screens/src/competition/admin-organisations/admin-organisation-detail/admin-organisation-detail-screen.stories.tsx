import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  competitionFixtureSlugs,
  mockError,
  mockPending,
  recordRequests,
  superAdminFixture,
  userFixture,
} from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import {
  adminOrganisationHandlers,
  invitationPending,
  pendingInvitationId,
} from '../story-helpers/admin-organisations.story-helpers'
import { AdminOrganisationDetailScreen } from './admin-organisation-detail-screen'

const slug = competitionFixtureSlugs.organisation
const path = `/admin/organisations/${slug}`

const meta = {
  title: 'screens/Competition/Admin organisations/Detail',
  component: AdminOrganisationDetailScreen,
  args: { org: slug },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: superAdminFixture,
    pathname: path,
    msw: { handlers: adminOrganisationHandlers(invitationPending) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof AdminOrganisationDetailScreen>

export default meta
type Story = StoryObj<typeof meta>

const region = async (name: string) => within(await screen.findByRole('region', { name }))

/** The organisation as it is set up, its admin and open invitation, and the links to edit it and to its league. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Demo Darts League' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${path}/edit`)
    await expect(canvas.getByRole('link', { name: 'Open its league pages' })).toHaveAttribute(
      'href',
      `/competition/${slug}`,
    )
    const details = await region('Details')
    await expect(details.getByText('Nederlands')).toHaveAttribute('lang', 'nl-BE')
    await expect(details.getByText('#0f766e')).toBeVisible()
    await expect(details.getByText('league.localhost')).toBeVisible()
    await expect(details.getByText('No logo')).toBeVisible()
    await expect(details.getByText('2, current: 2026-27')).toBeVisible()
    const admins = await region('Admins')
    await expect(admins.getByRole('list', { name: '1 admin' })).toHaveTextContent(
      `${userFixture.name}${userFixture.email}`,
    )
    // Taking away an admin role is on the edit page; here only the invitations are handled.
    await expect(admins.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument()
    await expect(admins.getByRole('list', { name: '1 pending invitation' })).toHaveTextContent('captain@kempen.test')
    await expect(canvas.getByRole('region', { name: 'Delete the organisation' })).toHaveTextContent(
      'its 2 seasons with their divisions, its teams and their members, its venues, its fixtures and results, and its events',
    )
  },
}

const resendCalls = recordRequests('post', `/admin/organisations/${slug}/admins`)

/** Sending an invitation again asks the API to invite the same address; a toast confirms it. */
export const ResendInvitation: Story = {
  parameters: { msw: { handlers: [resendCalls.handler, ...adminOrganisationHandlers(invitationPending)] } },
  beforeEach: () => {
    resendCalls.requests.length = 0
  },
  play: async () => {
    const admins = await region('Admins')
    await userEvent.click(admins.getByRole('button', { name: 'Send again to captain@kempen.test' }))
    await expect(await screen.findByText('The invitation to captain@kempen.test is sent again')).toBeInTheDocument()
    await expect(resendCalls.requests).toHaveLength(1)
    await expect(resendCalls.requests[0]?.body).toEqual({ email: 'captain@kempen.test' })
    await expect(admins.getByRole('list', { name: '1 pending invitation' })).toBeVisible()
  },
}

const cancelCalls = recordRequests('delete', `/admin/organisations/${slug}/invitations/:id`)

/** Withdrawing an invitation takes it off the list. */
export const WithdrawInvitation: Story = {
  parameters: { msw: { handlers: [cancelCalls.handler, ...adminOrganisationHandlers(invitationPending)] } },
  beforeEach: () => {
    cancelCalls.requests.length = 0
  },
  play: async () => {
    const admins = await region('Admins')
    await userEvent.click(admins.getByRole('button', { name: 'Withdraw the invitation to captain@kempen.test' }))
    await expect(await screen.findByText('The invitation is withdrawn')).toBeInTheDocument()
    await expect(await admins.findByRole('heading', { name: 'No pending invitations' })).toBeVisible()
    await expect(admins.queryByText('captain@kempen.test')).not.toBeInTheDocument()
    await expect(cancelCalls.requests[0]?.url).toMatch(new RegExp(`/invitations/${pendingInvitationId}$`))
  },
}

/** Deleting needs the name typed exactly; then the organisation is gone and the list opens. */
export const Delete: Story = {
  parameters: { msw: { handlers: adminOrganisationHandlers() } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Demo Darts League' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Demo Darts League?' }))
    await expect(dialog.getByText(/its teams and their members, its venues, its fixtures and results/)).toBeVisible()
    const confirm = dialog.getByRole('button', { name: 'Delete for good' })
    await expect(confirm).toBeDisabled()
    const name = dialog.getByLabelText('Type the organisation’s name to confirm')
    await userEvent.type(name, 'Demo Darts')
    await expect(confirm).toBeDisabled()
    await userEvent.type(name, ' League')
    await expect(confirm).toBeEnabled()
    await userEvent.click(confirm)
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(/^\/admin\/organisations$/))
    await expect(await screen.findByText('Demo Darts League is deleted')).toBeInTheDocument()
  },
}

/** A failed delete keeps the dialog open and says why. */
export const DeleteFails: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('delete', path, 500, { message: 'The database is busy. Try again in a minute.' }),
        ...adminOrganisationHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Demo Darts League' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText('Type the organisation’s name to confirm'), 'Demo Darts League{Enter}')
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The database is busy. Try again in a minute.')
    await expect(dialog.getByLabelText('Type the organisation’s name to confirm')).toHaveValue('Demo Darts League')
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** A former slug opens the page again under the current one. */
export const FormerSlug: Story = {
  args: { org: 'old-demo-league' },
  parameters: {
    msw: {
      handlers: adminOrganisationHandlers((store) => {
        for (const organisation of store.organisations.values())
          if (organisation.slug === slug) organisation.formerSlugs.push('old-demo-league')
      }),
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(path))
  },
}

export const NotFound: Story = {
  args: { org: 'no-such-league' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This organisation cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to all organisations' })).toHaveAttribute(
      'href',
      '/admin/organisations',
    )
  },
}

export const Forbidden: Story = {
  parameters: { user: userFixture },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only super admins manage league organisations' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', path), ...adminOrganisationHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the organisation')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', path, 500, { message: 'Server Error' }), ...adminOrganisationHandlers()] },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('The organisation could not be loaded')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Edit' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Delete Demo Darts League' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'Details' })).toBeVisible()
  },
}

/** In French: the organisation's default language in its own name, and links under /fr. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nederlands')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', `/fr${path}/edit`)
  },
}
