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
  secondAdmin,
} from '../story-helpers/admin-organisations.story-helpers'
import { AdminOrganisationEditScreen } from './admin-organisation-edit-screen'

const slug = competitionFixtureSlugs.organisation
const path = `/admin/organisations/${slug}`

const meta = {
  title: 'screens/Competition/Admin organisations/Edit',
  component: AdminOrganisationEditScreen,
  args: { org: slug },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: superAdminFixture,
    pathname: `${path}/edit`,
    msw: { handlers: adminOrganisationHandlers(invitationPending) },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof AdminOrganisationEditScreen>

export default meta
type Story = StoryObj<typeof meta>

const region = async (name: string) => within(await screen.findByRole('region', { name }))

/** The saved settings in the same form as a new organisation's, without the first admin, and the admins below. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Edit Demo Darts League' })).toBeVisible()
    await expect(await canvas.findByLabelText('Name')).toHaveValue('Demo Darts League')
    await expect(canvas.getByLabelText('Slug')).toHaveValue(slug)
    await expect(canvas.getByLabelText('Main colour (optional)')).toHaveValue('#0f766e')
    await expect(canvas.getByLabelText('Pick the main colour')).toHaveValue('#0f766e')
    await expect(canvas.getByRole('combobox', { name: 'Default language' })).toHaveTextContent('Nederlands')
    await expect(canvas.getByLabelText('Domain 1')).toHaveValue('league.localhost')
    await expect(canvas.queryByLabelText('Admin’s e-mail address')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', path)
    const admins = await region('Admins')
    await expect(admins.getByRole('button', { name: `Remove ${userFixture.name} as admin` })).toBeVisible()
    await expect(admins.getByLabelText('Invite by e-mail')).toBeVisible()
  },
}

const saveCalls = recordRequests('patch', path)

/** Changing the name, the slug, the colour and the domains saves every field and opens the page under its new slug. */
export const Save: Story = {
  parameters: { msw: { handlers: [saveCalls.handler, ...adminOrganisationHandlers()] } },
  beforeEach: () => {
    saveCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Demo Darts Bond')
    await userEvent.clear(canvas.getByLabelText('Slug'))
    await userEvent.type(canvas.getByLabelText('Slug'), 'demo-darts-bond')
    await userEvent.click(canvas.getByRole('button', { name: 'Use Oche’s colours' }))
    await expect(canvas.getByLabelText('Main colour (optional)')).toHaveValue('')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a domain' }))
    await userEvent.type(canvas.getByLabelText('Domain 2'), 'Darts.Example.org')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(/^\/admin\/organisations\/demo-darts-bond$/),
    )
    await expect(await screen.findByText('Demo Darts Bond is saved')).toBeInTheDocument()
    await expect(saveCalls.requests.at(-1)?.body).toEqual({
      name: 'Demo Darts Bond',
      slug: 'demo-darts-bond',
      logo_url: null,
      primary_colour: null,
      default_language: 'nl',
      domains: ['league.localhost', 'darts.example.org'],
    })
  },
}

/** Checked before sending: a malformed domain, colour and logo link are refused on their fields. */
export const InvalidFields: Story = {
  parameters: { msw: { handlers: [saveCalls.handler, ...adminOrganisationHandlers()] } },
  beforeEach: () => {
    saveCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    const domain = await canvas.findByLabelText('Domain 1')
    await userEvent.clear(domain)
    await userEvent.type(domain, 'https://league.oche.test/home')
    const colour = canvas.getByLabelText('Main colour (optional)')
    await userEvent.clear(colour)
    await userEvent.type(colour, 'teal')
    await userEvent.type(canvas.getByLabelText('Logo link (optional)'), 'logo.png')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('Logo link (optional)')).toHaveAccessibleDescription(
        /Enter a web address starting with https:\/\/, or leave it empty\./,
      ),
    )
    await expect(colour).toHaveAccessibleDescription(/Enter # and six hexadecimal digits/)
    await expect(domain).toHaveAccessibleDescription(/Enter a host name such as league\.example\.org/)
    await expect(saveCalls.requests).toHaveLength(0)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove domain 1' }))
    await expect(canvas.queryByLabelText('Domain 1')).not.toBeInTheDocument()
  },
}

/** The server refuses a slug another organisation has: the error on the field, which gets the focus; the typing kept. */
export const SlugTaken: Story = {
  play: async ({ canvas }) => {
    const slugField = await canvas.findByLabelText('Slug')
    await userEvent.clear(slugField)
    await userEvent.type(slugField, competitionFixtureSlugs.otherOrganisation)
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(slugField).toHaveAccessibleDescription(/This web address is already in use here: choose another\./),
    )
    await expect(slugField).toHaveFocus()
    await expect(slugField).toHaveValue(competitionFixtureSlugs.otherOrganisation)
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** Kempen Dartsbond may not take the demo league's domain: the refusal shows under the domains. */
export const DomainTaken: Story = {
  args: { org: competitionFixtureSlugs.otherOrganisation },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a domain' }))
    await userEvent.type(canvas.getByLabelText('Domain 1'), 'league.localhost')
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    const domains = within(canvas.getByRole('group', { name: 'Domains (optional)' }))
    await expect(await domains.findByRole('alert')).toHaveTextContent('Another organisation already uses this domain.')
    await expect(canvas.getByLabelText('Domain 1')).toHaveValue('league.localhost')
  },
}

/** Inviting by e-mail lists the invitation and empties the field; a bad address is refused before sending. */
export const InviteAdmin: Story = {
  parameters: { msw: { handlers: adminOrganisationHandlers(invitationPending) } },
  play: async () => {
    const admins = await region('Admins')
    const email = admins.getByLabelText('Invite by e-mail')
    await userEvent.type(email, 'not-an-address')
    await userEvent.click(admins.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Enter an e-mail address such as/))
    await userEvent.clear(email)
    await userEvent.type(email, 'Secretary@Kempen.test')
    await userEvent.click(admins.getByRole('button', { name: 'Send invitation' }))
    await expect(await screen.findByText('An invitation is sent to secretary@kempen.test')).toBeInTheDocument()
    await expect(await admins.findByRole('list', { name: '2 pending invitations' })).toHaveTextContent(
      'secretary@kempen.test',
    )
    await expect(email).toHaveValue('')
  },
}

/** Taking away one of two admin roles: the confirmation says what happens, and the admin leaves the list. */
export const RemoveAdmin: Story = {
  parameters: { msw: { handlers: adminOrganisationHandlers(secondAdmin) } },
  play: async () => {
    const admins = await region('Admins')
    await expect(admins.getByRole('list', { name: '2 admins' })).toBeVisible()
    await userEvent.click(admins.getByRole('button', { name: `Remove ${superAdminFixture.name} as admin` }))
    const dialog = within(
      await screen.findByRole('alertdialog', { name: `Remove ${superAdminFixture.name} as admin?` }),
    )
    await expect(
      dialog.getByText(`${superAdminFixture.name} can no longer run Demo Darts League. Their account stays.`),
    ).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Remove as admin' }))
    await expect(await screen.findByText(`${superAdminFixture.name} is no longer an admin`)).toBeInTheDocument()
    await expect(await admins.findByRole('list', { name: '1 admin' })).not.toHaveTextContent(superAdminFixture.name)
  },
}

/** The only admin: the confirmation warns that only super admins can run the league until someone accepts. */
export const RemoveLastAdmin: Story = {
  parameters: { msw: { handlers: adminOrganisationHandlers() } },
  play: async () => {
    const admins = await region('Admins')
    await userEvent.click(admins.getByRole('button', { name: `Remove ${userFixture.name} as admin` }))
    const dialog = within(await screen.findByRole('alertdialog'))
    await expect(
      dialog.getByText(/is the only admin of Demo Darts League\. Until someone accepts an invitation/),
    ).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Remove as admin' }))
    await expect(await admins.findByRole('heading', { name: 'No admins yet' })).toBeVisible()
    await expect(
      admins.getByText('Until someone accepts an invitation, only super admins can run this league.'),
    ).toBeVisible()
  },
}

/** When the API refuses to take an admin role away, its reason stays above the admins and the admin stays. */
export const RemoveAdminRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('delete', `${path}/admins/:userId`, 422, {
          message: 'An organisation keeps at least one admin.',
        }),
        ...adminOrganisationHandlers(),
      ],
    },
  },
  play: async () => {
    const admins = await region('Admins')
    await userEvent.click(admins.getByRole('button', { name: `Remove ${userFixture.name} as admin` }))
    await userEvent.click(await screen.findByRole('button', { name: 'Remove as admin' }))
    const alert = await admins.findByRole('alert')
    await expect(alert).toHaveTextContent(`${userFixture.name} is still an admin`)
    await expect(alert).toHaveTextContent('An organisation keeps at least one admin.')
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await expect(admins.getByRole('list', { name: '1 admin' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { org: 'no-such-league' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This organisation cannot be found' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
  },
}

export const Forbidden: Story = {
  parameters: { user: userFixture },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Only super admins manage league organisations' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
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
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The organisation could not be loaded')
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Save changes' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByLabelText('Pick the main colour')).toBeVisible()
  },
}
