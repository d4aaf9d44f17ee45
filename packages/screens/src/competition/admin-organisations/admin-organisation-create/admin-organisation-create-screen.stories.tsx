import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureSlugs, mockError, recordRequests, superAdminFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { adminOrganisationHandlers } from '../story-helpers/admin-organisations.story-helpers'
import { AdminOrganisationCreateScreen } from './admin-organisation-create-screen'

const meta = {
  title: 'screens/Competition/Admin organisations/Create',
  component: AdminOrganisationCreateScreen,
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: superAdminFixture,
    pathname: '/admin/organisations/create',
    msw: { handlers: adminOrganisationHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof AdminOrganisationCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

const createCalls = recordRequests('post', '/admin/organisations')
const inviteCalls = recordRequests('post', '/admin/organisations/:org/admins')

/** An empty form in the interface language, saying the first admin gets an invitation. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New league organisation' })).toBeVisible()
    for (const name of ['Organisation', 'Look', 'Language and domains', 'First admin'])
      await expect(canvas.getByRole('region', { name })).toBeVisible()
    await expect(canvas.getByLabelText('Slug (optional)')).toHaveAccessibleDescription(
      /Left empty, it is made from the name\./,
    )
    await expect(canvas.getByRole('combobox', { name: 'Default language' })).toHaveTextContent('English')
    await expect(canvas.getByRole('region', { name: 'First admin' })).toHaveTextContent(
      'The Oche account with this address gets an invitation to become an admin.',
    )
    await expect(canvas.queryByLabelText('Domain 1')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/organisations')
  },
}

/** Languages are offered in their own names; the one picked is what the league's site opens in. */
export const LanguagesInTheirOwnNames: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Default language' }))
    for (const [name, lang] of [
      ['English', 'en-GB'],
      ['Nederlands', 'nl-BE'],
      ['Français', 'fr-FR'],
      ['Deutsch', 'de-DE'],
    ])
      await expect(await screen.findByRole('option', { name })).toHaveAttribute('lang', lang)
    await userEvent.click(screen.getByRole('option', { name: 'Français' }))
    await expect(canvas.getByRole('combobox', { name: 'Default language' })).toHaveTextContent('Français')
  },
}

/** The whole form: the organisation is created with every field, its first admin invited, and its page opens. */
export const FillAndSubmit: Story = {
  parameters: { msw: { handlers: [createCalls.handler, inviteCalls.handler, ...adminOrganisationHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
    inviteCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Limburgse Dartsfederatie')
    await userEvent.type(canvas.getByLabelText('Logo link (optional)'), 'https://ldf.example.org/logo.svg')
    await userEvent.type(canvas.getByLabelText('Main colour (optional)'), '#B91C1C')
    await expect(canvas.getByLabelText('Pick the main colour')).toHaveValue('#b91c1c')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Default language' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Nederlands' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add a domain' }))
    await userEvent.type(canvas.getByLabelText('Domain 1'), 'ldf.example.org')
    await userEvent.type(canvas.getByLabelText('Admin’s e-mail address'), 'secretaris@ldf.example.org')
    await userEvent.click(canvas.getByRole('button', { name: 'Create and send the invitation' }))

    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(/^\/admin\/organisations\/limburgse-dartsfederatie$/),
    )
    await expect(
      await screen.findByText(
        'Limburgse Dartsfederatie is created and secretaris@ldf.example.org is invited to run it',
      ),
    ).toBeInTheDocument()
    await expect(createCalls.requests.at(-1)?.body).toEqual({
      name: 'Limburgse Dartsfederatie',
      logo_url: 'https://ldf.example.org/logo.svg',
      primary_colour: '#b91c1c',
      default_language: 'nl',
      domains: ['ldf.example.org'],
    })
    await expect(inviteCalls.requests.at(-1)?.url).toMatch(/\/admin\/organisations\/limburgse-dartsfederatie\/admins$/)
    await expect(inviteCalls.requests.at(-1)?.body).toEqual({ email: 'secretaris@ldf.example.org' })
  },
}

/** Nothing is sent without a name and a valid address for the first admin; the first field with an error gets the focus. */
export const Required: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...adminOrganisationHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Slug (optional)'), 'Create')
    await userEvent.click(canvas.getByRole('button', { name: 'Create and send the invitation' }))
    const name = canvas.getByLabelText('Name')
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Fill in this field\./))
    await expect(name).toHaveFocus()
    await expect(canvas.getByLabelText('Slug (optional)')).toHaveAccessibleDescription(
      /Use lower-case letters, digits and dashes/,
    )
    await expect(canvas.getByLabelText('Admin’s e-mail address')).toHaveAttribute('aria-invalid', 'true')
    await expect(createCalls.requests).toHaveLength(0)
  },
}

/** A slug another organisation has: the server's error on the slug, everything typed kept, nothing opened. */
export const SlugTaken: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Kempen Dartsbond')
    await userEvent.type(canvas.getByLabelText('Slug (optional)'), competitionFixtureSlugs.otherOrganisation)
    await userEvent.type(canvas.getByLabelText('Admin’s e-mail address'), 'bestuur@kempen.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Create and send the invitation' }))
    const slug = canvas.getByLabelText('Slug (optional)')
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(/This web address is already in use here: choose another\./),
    )
    await expect(slug).toHaveFocus()
    await expect(canvas.getByLabelText('Name')).toHaveValue('Kempen Dartsbond')
    await expect(canvas.getByLabelText('Admin’s e-mail address')).toHaveValue('bestuur@kempen.test')
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** The organisation is made but the invitation fails: a toast says so, and its page opens to invite again. */
export const InvitationFails: Story = {
  parameters: {
    msw: {
      // Its own store: the organisation this story makes stays out of the others.
      handlers: [
        mockError('post', '/admin/organisations/:org/admins', 503, { message: 'Invitations are paused.' }),
        ...adminOrganisationHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Oostende Darts')
    await userEvent.type(canvas.getByLabelText('Admin’s e-mail address'), 'info@oostende.test')
    await userEvent.click(canvas.getByRole('button', { name: 'Create and send the invitation' }))
    await expect(
      await screen.findByText(
        'Oostende Darts is created, but the invitation to info@oostende.test could not be sent: Invitations are paused.',
      ),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent('/admin/organisations/oostende-darts'),
    )
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create and send the invitation' })).toBeVisible()
  },
}

/** In German on a 320 px phone: the long submit button wraps instead of running off the screen. */
export const PhoneInGerman: Story = {
  globals: { locale: 'de', viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const submit = await canvas.findByRole('button', { name: 'Anlegen und Einladung verschicken' })
    await expect(submit.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'Look' })).toBeVisible()
  },
}

/** In Dutch the form starts in Dutch as the default language, shown in its own name. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nieuwe competitieorganisatie' })).toBeVisible()
    await expect(canvas.getAllByRole('combobox')[0]).toHaveTextContent('Nederlands')
  },
}
