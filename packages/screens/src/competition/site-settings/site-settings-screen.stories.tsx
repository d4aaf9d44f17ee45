import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionFixtureSlugs, competitionSiteFixture, mockError, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { SiteSettingsScreen } from './site-settings-screen'
import {
  neighbourWithDomain,
  siteSettingsApi,
  siteSettingsHandlers,
  takenDomain,
  withoutDomains,
} from './site-settings.story-helpers'

const org = competitionFixtureSlugs.organisation
const season = competitionFixtureSlugs.currentSeason
const base = `/competition/${org}/season/${season}`

const meta = {
  title: 'screens/Competition/Site settings',
  component: SiteSettingsScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${base}/site/settings`,
    msw: { handlers: siteSettingsHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SiteSettingsScreen>

export default meta
type Story = StoryObj<typeof meta>

const saveCalls = recordRequests('put', siteSettingsApi)

/** The saved settings: the league's domain with a link to its site, its colour in the header's preview, its pages. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Public site' })).toBeVisible()
    await expect(await canvas.findByRole('link', { name: /View the public site/ })).toHaveAttribute(
      'href',
      `http://${competitionSiteFixture.host}`,
    )
    await expect(canvas.getByRole('link', { name: 'Season 2026-27' })).toHaveAttribute('href', base)
    await expect(canvas.getByLabelText('Domain 1')).toHaveValue(competitionSiteFixture.host)
    await expect(canvas.getByText(/DNS must point at this Oche server/)).toBeVisible()
    await expect(canvas.getByLabelText('Main colour (optional)')).toHaveValue('#0f766e')
    const preview = canvas.getByRole('figure', { name: 'The top of the public site, in the league’s colour.' })
    await expect(within(preview).getByText('Demo Darts League')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Default language' })).toHaveTextContent('Nederlands')
    const pages = within(canvas.getByRole('group', { name: 'Pages in the site’s menu' }))
    for (const page of ['News', 'Matches', 'Documents', 'Cup', 'Help', 'Board members'])
      await expect(pages.getByRole('checkbox', { name: page })).toBeChecked()
    const help = canvas.getByLabelText<HTMLTextAreaElement>('Help text (optional)')
    await expect(help.value).toMatch(/^Matches start at 20:00 at the home team’s venue\./)
  },
}

/** An admin changes the colour, adds a domain, hides the documents and saves: the toast, the form as saved. */
export const Save: Story = {
  parameters: { msw: { handlers: [saveCalls.handler, ...siteSettingsHandlers()] } },
  beforeEach: () => {
    saveCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    const colour = await canvas.findByLabelText('Main colour (optional)')
    await userEvent.clear(colour)
    await userEvent.type(colour, '#1D4ED8')
    await expect(canvas.getByLabelText('Pick the main colour')).toHaveValue('#1d4ed8')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a domain' }))
    await userEvent.type(canvas.getByLabelText('Domain 2'), 'Darts.Example.org')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Documents' }))
    await userEvent.type(canvas.getByLabelText('Help text (optional)'), '\n\nParking behind the hall.')
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await expect(await screen.findByText('The public site’s settings are saved')).toBeInTheDocument()
    await expect(saveCalls.requests.at(-1)?.body).toMatchObject({
      primary_colour: '#1d4ed8',
      domains: [competitionSiteFixture.host, 'darts.example.org'],
      pages: ['news', 'calendar', 'cup', 'help', 'board-members'],
      help_text: expect.stringMatching(/Parking behind the hall\.$/),
    })
    await waitFor(() => expect(canvas.getByLabelText('Domain 2')).toHaveValue('darts.example.org'))
    await expect(canvas.getByRole('checkbox', { name: 'Documents' })).not.toBeChecked()
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** A light colour: white text on it falls under WCAG AA, and the page says so while the admin picks it. */
export const ContrastWarning: Story = {
  play: async ({ canvas }) => {
    const colour = await canvas.findByLabelText('Main colour (optional)')
    await expect(canvas.queryByText(/White text is hard to read/)).not.toBeInTheDocument()
    await userEvent.clear(colour)
    await userEvent.type(colour, '#facc15')
    await expect(await canvas.findByText(/White text is hard to read on this colour: 1\.5:1/)).toBeVisible()
    await userEvent.clear(colour)
    await expect(
      canvas.getByRole('figure', { name: 'The top of the public site, in Oche’s colours while the league has none.' }),
    ).toBeVisible()
    await expect(canvas.queryByText(/White text is hard to read/)).not.toBeInTheDocument()
  },
}

/** No domain yet: no public site, and no link to one; the admin adds the first domain. */
export const Empty: Story = {
  parameters: { msw: { handlers: siteSettingsHandlers({}, withoutDomains) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The league has no public site yet: add a domain below and save to publish it.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /View the public site/ })).not.toBeInTheDocument()
    await expect(canvas.queryByLabelText('Domain 1')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Add a domain' }))
    await userEvent.type(canvas.getByLabelText('Domain 1'), 'league.example.org')
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await expect(await canvas.findByRole('link', { name: /View the public site/ })).toHaveAttribute(
      'href',
      'http://league.example.org',
    )
    await expect(canvas.queryByText(/no public site yet/)).not.toBeInTheDocument()
  },
}

/** Another organisation has the domain: the refusal under the domains, the focus kept, every change kept. */
export const SaveFails422: Story = {
  parameters: { msw: { handlers: siteSettingsHandlers({}, neighbourWithDomain) } },
  play: async ({ canvas }) => {
    const colour = await canvas.findByLabelText('Main colour (optional)')
    await userEvent.clear(colour)
    await userEvent.type(colour, '#7c3aed')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a domain' }))
    await userEvent.type(canvas.getByLabelText('Domain 2'), takenDomain)
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    const domains = within(canvas.getByRole('group', { name: 'Domains (optional)' }))
    await expect(await domains.findByRole('alert')).toHaveTextContent('Another organisation already uses this domain.')
    await expect(canvas.getByLabelText('Domain 2')).toHaveValue(takenDomain)
    await expect(colour).toHaveValue('#7c3aed')
    await expect(screen.queryByText('The public site’s settings are saved')).not.toBeInTheDocument()
  },
}

/** Checked before sending: a domain with https:// and a colour name are refused on their fields. */
export const InvalidFields: Story = {
  parameters: { msw: { handlers: [saveCalls.handler, ...siteSettingsHandlers()] } },
  beforeEach: () => {
    saveCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    const domain = await canvas.findByLabelText('Domain 1')
    await userEvent.clear(domain)
    await userEvent.type(domain, 'https://league.example.org/')
    const colour = canvas.getByLabelText('Main colour (optional)')
    await userEvent.clear(colour)
    await userEvent.type(colour, 'teal')
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await waitFor(() => expect(domain).toHaveAccessibleDescription(/Enter a host name such as league\.example\.org/))
    await expect(colour).toHaveAccessibleDescription(/Enter # and six hexadecimal digits/)
    await expect(saveCalls.requests).toHaveLength(0)
  },
}

/** The server fails: the form says so above its fields and keeps what was typed. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: [mockError('put', siteSettingsApi, 500, { message: 'Server Error' }), ...siteSettingsHandlers()],
    },
  },
  play: async ({ canvas }) => {
    const help = await canvas.findByLabelText('Help text (optional)')
    await userEvent.clear(help)
    await userEvent.type(help, 'Ask the bar.')
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server Error')
    await expect(help).toHaveValue('Ask the bar.')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: siteSettingsHandlers({ state: 'loading' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the public site’s settings')
  },
}

export const Error: Story = {
  parameters: { msw: { handlers: siteSettingsHandlers({ state: 'failing' }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'The public site’s settings could not be loaded' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A team's captain: only the organisation's admins run its public site. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: siteSettingsHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the season' })).toHaveAttribute('href', base)
    await expect(canvas.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('figure', { name: /The top of the public site/ })).toBeVisible()
  },
}
