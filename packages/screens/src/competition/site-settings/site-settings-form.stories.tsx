import type { CompetitionSiteSettings } from '@oche/api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  competitionFixtureIds,
  competitionFixtureSlugs,
  competitionSiteFixture,
  createCompetitionStore,
  mockError,
  mockPending,
  mockValidationError,
  recordRequests,
  userFixture,
} from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { useMemo } from 'react'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { SiteSettingsForm } from './site-settings-form'
import { neighbourWithDomain, siteSettingsApi, siteSettingsHandlers, takenDomain } from './site-settings.story-helpers'
import { siteSettingsValues, toSiteSettingsInput } from './site-settings-values'
import { useSaveSiteSettings } from './use-site-settings'

const org = competitionFixtureSlugs.organisation
const seasonHref = `/competition/${org}/season/${competitionFixtureSlugs.currentSeason}`

/** The fixture league's public site as saved (as `GET …/site` answers it). */
function savedSettings(): CompetitionSiteSettings {
  const league = createCompetitionStore().organisations.get(competitionFixtureIds.organisation)
  if (!league) throw new Error('The fixture league is missing')
  return {
    name: league.name,
    logo_url: league.logo_url,
    primary_colour: league.primary_colour,
    default_language: league.default_language,
    domains: league.domains,
    help_text: league.help_text ?? '',
    pages: league.pages ?? [],
  }
}

/** A league that set nothing yet: no domain, logo, colour or help, and no optional page. */
const nothingSet: CompetitionSiteSettings = {
  name: 'Demo Darts League',
  logo_url: null,
  primary_colour: null,
  default_language: 'nl',
  domains: [],
  help_text: '',
  pages: [],
}

type FormOnApiProps = { settings: CompetitionSiteSettings }

/** Stories only: the form as the settings page gives it, saving through the API with the page's toast. */
function FormOnApi({ settings }: FormOnApiProps) {
  const save = useSaveSiteSettings(org)
  const defaultValues = useMemo(() => siteSettingsValues(settings), [settings])
  return (
    <div className="max-w-3xl">
      <SiteSettingsForm
        name={settings.name}
        defaultValues={defaultValues}
        cancelHref={seasonHref}
        onSubmit={(values) => save.mutateAsync(toSiteSettingsInput(values))}
      />
    </div>
  )
}

const saveCalls = recordRequests('put', siteSettingsApi)

const meta = {
  title: 'screens/Competition/Site settings/Form',
  component: FormOnApi,
  args: { settings: savedSettings() },
  parameters: {
    page: true,
    user: userFixture,
    pathname: `${seasonHref}/site/settings`,
    msw: { handlers: [saveCalls.handler, ...siteSettingsHandlers()] },
  },
  beforeEach: () => {
    saveCalls.requests.length = 0
    return forgetStoryToken()
  },
} satisfies Meta<typeof FormOnApi>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const domains = (canvas: Canvas) => within(canvas.getByRole('group', { name: 'Domains (optional)' }))
const pages = (canvas: Canvas) => within(canvas.getByRole('group', { name: 'Pages in the site’s menu' }))
const saveButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Save settings' })
const savedToast = 'The public site’s settings are saved'

/** The saved settings: the domain, the colour in the header's preview, the language, every page, the help text. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Domain 1')).toHaveValue(competitionSiteFixture.host)
    await expect(canvas.getByLabelText('Logo link (optional)')).toHaveValue('')
    await expect(canvas.getByLabelText('Main colour (optional)')).toHaveValue('#0f766e')
    const preview = canvas.getByRole('figure', { name: 'The top of the public site, in the league’s colour.' })
    await expect(within(preview).getByText('Demo Darts League')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Default language' })).toHaveTextContent('Nederlands')
    for (const page of ['News', 'Matches', 'Documents', 'Cup', 'Help', 'Board members'])
      await expect(pages(canvas).getByRole('checkbox', { name: page })).toBeChecked()
    await expect(canvas.getByLabelText<HTMLTextAreaElement>('Help text (optional)').value).toMatch(
      /^Matches start at 20:00/,
    )
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', seasonHref)
  },
}

/** Nothing set yet: no domain, the header in Oche's colours, no page ticked; the admin fills it in and saves. */
export const Empty: Story = {
  args: { settings: nothingSet },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('figure', {
        name: 'The top of the public site, in Oche’s colours while the league has none.',
      }),
    ).toBeVisible()
    await expect(canvas.queryByLabelText('Domain 1')).not.toBeInTheDocument()
    await expect(canvas.getByLabelText('Main colour (optional)')).toHaveValue('')
    for (const page of ['News', 'Matches', 'Documents', 'Cup', 'Help', 'Board members'])
      await expect(pages(canvas).getByRole('checkbox', { name: page })).not.toBeChecked()
    await expect(canvas.getByLabelText('Help text (optional)')).toHaveValue('')

    await userEvent.click(canvas.getByRole('button', { name: 'Add a domain' }))
    await userEvent.type(canvas.getByLabelText('Domain 1'), 'league.example.org')
    await userEvent.click(pages(canvas).getByRole('checkbox', { name: 'Matches' }))
    await userEvent.click(saveButton(canvas))
    await expect(await screen.findByText(savedToast)).toBeInTheDocument()
    await expect(saveCalls.requests.at(-1)?.body).toEqual({
      logo_url: null,
      primary_colour: null,
      default_language: 'nl',
      domains: ['league.example.org'],
      help_text: '',
      pages: ['calendar'],
    })
  },
}

/**
 * An admin edits every part: a logo, a new colour, a second domain, French first, the documents off the menu and a
 * line of help; saving says so, and the form keeps what was saved.
 */
export const EditAndSave: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      await canvas.findByLabelText('Logo link (optional)'),
      'https://demo-darts.example.org/logo.png',
    )
    const colour = canvas.getByLabelText('Main colour (optional)')
    await userEvent.clear(colour)
    await userEvent.type(colour, '#1D4ED8')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a domain' }))
    await userEvent.type(canvas.getByLabelText('Domain 2'), 'Darts.Example.org')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Default language' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Français' }))
    await userEvent.click(pages(canvas).getByRole('checkbox', { name: 'Documents' }))
    await userEvent.type(canvas.getByLabelText('Help text (optional)'), '\n\nParking behind the hall.')
    await userEvent.click(saveButton(canvas))

    await expect(await screen.findByText(savedToast)).toBeInTheDocument()
    await expect(saveCalls.requests.at(-1)?.body).toMatchObject({
      logo_url: 'https://demo-darts.example.org/logo.png',
      primary_colour: '#1d4ed8',
      default_language: 'fr',
      domains: [competitionSiteFixture.host, 'darts.example.org'],
      pages: ['news', 'calendar', 'cup', 'help', 'board-members'],
      help_text: expect.stringMatching(/\n\nParking behind the hall\.$/),
    })
    await expect(canvas.getByLabelText('Domain 2')).toHaveValue('Darts.Example.org')
    await expect(canvas.getByRole('combobox', { name: 'Default language' })).toHaveTextContent('Français')
    await expect(pages(canvas).getByRole('checkbox', { name: 'Documents' })).not.toBeChecked()
    await expect(saveButton(canvas)).toBeEnabled()
  },
}

/** While the settings save: the form is busy and cannot be sent twice. */
export const Saving: Story = {
  parameters: { msw: { handlers: [mockPending('put', siteSettingsApi), ...siteSettingsHandlers()] } },
  play: async ({ canvas, canvasElement }) => {
    const help = await canvas.findByLabelText('Help text (optional)')
    await userEvent.clear(help)
    await userEvent.type(help, 'Ask the bar.')
    await userEvent.click(saveButton(canvas))
    await waitFor(() => expect(saveButton(canvas)).toBeDisabled())
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true')
    await expect(screen.queryByText(savedToast)).not.toBeInTheDocument()
  },
}

/**
 * Another organisation has the domain (the server's 422 on `domains`): the refusal under the domains, and every
 * change the admin made kept.
 */
export const DomainTaken: Story = {
  parameters: { msw: { handlers: siteSettingsHandlers({}, neighbourWithDomain) } },
  play: async ({ canvas }) => {
    const colour = await canvas.findByLabelText('Main colour (optional)')
    await userEvent.clear(colour)
    await userEvent.type(colour, '#7c3aed')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a domain' }))
    await userEvent.type(canvas.getByLabelText('Domain 2'), takenDomain)
    await userEvent.click(pages(canvas).getByRole('checkbox', { name: 'Cup' }))
    await userEvent.click(saveButton(canvas))

    await expect(await domains(canvas).findByRole('alert')).toHaveTextContent(
      'Another organisation already uses this domain.',
    )
    await expect(canvas.getByLabelText('Domain 2')).toHaveValue(takenDomain)
    await expect(colour).toHaveValue('#7c3aed')
    await expect(pages(canvas).getByRole('checkbox', { name: 'Cup' })).not.toBeChecked()
    await expect(screen.queryByText(savedToast)).not.toBeInTheDocument()
    await expect(saveButton(canvas)).toBeEnabled()
  },
}

/** The same refusal for an admin working in French: the server's message comes back in French, on the domains. */
export const DomainTakenFrench: Story = {
  globals: { locale: 'fr' },
  parameters: { msw: { handlers: siteSettingsHandlers({}, neighbourWithDomain) } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajouter un domaine' }))
    await userEvent.type(canvas.getByLabelText('Domaine 2'), takenDomain)
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer les paramètres' }))
    const group = within(canvas.getByRole('group', { name: 'Domaines (facultatif)' }))
    await expect(await group.findByRole('alert')).toHaveTextContent('Une autre organisation utilise déjà ce domaine.')
    await expect(canvas.getByLabelText('Domaine 2')).toHaveValue(takenDomain)
    await expect(screen.queryByText('Les paramètres du site public sont enregistrés')).not.toBeInTheDocument()
  },
}

/**
 * A 422 with errors on several fields: each message on its field, the first field focused, what was typed kept,
 * and no alert above the form.
 */
export const FieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('put', siteSettingsApi, {
          logo_url: ['The logo link does not answer with an image.'],
          pages: ['Choose the pages from the list.'],
        }),
        ...siteSettingsHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const logo = await canvas.findByLabelText('Logo link (optional)')
    await userEvent.type(logo, 'https://demo-darts.example.org/home')
    await userEvent.click(pages(canvas).getByRole('checkbox', { name: 'Help' }))
    await userEvent.click(saveButton(canvas))

    await waitFor(() => expect(logo).toHaveAccessibleDescription(/The logo link does not answer with an image\./))
    await expect(logo).toHaveFocus()
    await expect(logo).toHaveValue('https://demo-darts.example.org/home')
    const pagesGroup = canvas.getByRole('group', { name: 'Pages in the site’s menu' })
    await expect(pagesGroup).toHaveAccessibleDescription(/Choose the pages from the list\.$/)
    await expect(pagesGroup).toHaveAttribute('aria-invalid', 'true')
    await expect(pages(canvas).getByRole('checkbox', { name: 'Help' })).not.toBeChecked()
    await expect(canvas.queryByText('The given data was invalid.')).not.toBeInTheDocument()
  },
}

/** Checked before sending, in Dutch: a domain with https:// and a colour name are refused on their fields. */
export const InvalidFieldsDutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    const domain = await canvas.findByLabelText('Domein 1')
    await userEvent.clear(domain)
    await userEvent.type(domain, 'https://league.example.org/')
    const colour = canvas.getByLabelText('Hoofdkleur (optioneel)')
    await userEvent.clear(colour)
    await userEvent.type(colour, 'teal')
    await userEvent.click(canvas.getByRole('button', { name: 'Instellingen opslaan' }))
    await waitFor(() =>
      expect(domain).toHaveAccessibleDescription(
        /Vul een domeinnaam in zoals league\.example\.org, zonder https:\/\/ of pad\./,
      ),
    )
    await expect(colour).toHaveAccessibleDescription(/Vul # en zes hexadecimale tekens in, zoals #0f766e/)
    await expect(colour).toHaveAttribute('aria-invalid', 'true')
    await expect(saveCalls.requests).toHaveLength(0)
  },
}

/** The server fails: the form says so above its fields and keeps what was typed. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: [mockError('put', siteSettingsApi, 500, { message: 'Server Error' }), ...siteSettingsHandlers()],
    },
  },
  play: async ({ canvas }) => {
    const help = await canvas.findByLabelText('Help text (optional)')
    await userEvent.clear(help)
    await userEvent.type(help, 'Ask the bar.')
    await userEvent.click(saveButton(canvas))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server Error')
    await expect(help).toHaveValue('Ask the bar.')
    await expect(screen.queryByText(savedToast)).not.toBeInTheDocument()
  },
}

/** Oche cannot be reached: the form says to check the connection, and a second try goes through. */
export const Offline: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`*/api${siteSettingsApi}`, () => HttpResponse.error(), { once: true }),
        saveCalls.handler,
        ...siteSettingsHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'News' }))
    await userEvent.click(saveButton(canvas))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Oche could not be reached. Check your connection and try again.',
    )
    await expect(canvas.getByRole('checkbox', { name: 'News' })).not.toBeChecked()
    await userEvent.click(saveButton(canvas))
    await expect(await screen.findByText(savedToast)).toBeInTheDocument()
    await expect(saveCalls.requests.at(-1)?.body).toMatchObject({
      pages: ['calendar', 'documents', 'cup', 'help', 'board-members'],
    })
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('figure', { name: /The top of the public site/ })).toBeVisible()
    await expect(saveButton(canvas)).toBeVisible()
  },
}
