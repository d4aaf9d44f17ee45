import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionSiteFixture, handlers } from '@oche/mocks'
import { http, HttpResponse } from 'msw'
import { FormProvider, useForm } from 'react-hook-form'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { TextField } from '../../accounts/parts/account-form/text-field'
import { ColourField } from '../admin-organisations/parts/organisation-form/colour-field'
import { SiteHeaderPreview } from './site-header-preview'
import type { SiteSettingsValues } from './site-settings-values'

// The public site's header as the settings form previews it: the league's name on its colour with its logo, as its
// visitors will see it. The preview reads the form's logo link and colour, so it is shown with those two fields.

type PreviewFormProps = {
  /** The organisation's name, as the site's header writes it. */
  name: string
  /** The colour saved so far (`''`: none, Oche's colours). */
  colour: string
  /** The logo link saved so far (`''`: none). */
  logoUrl: string
}

/** Stories only: the logo link and colour fields of the settings form, with the preview under them. */
function PreviewForm({ name, colour, logoUrl }: PreviewFormProps) {
  const form = useForm<SiteSettingsValues>({
    defaultValues: {
      logo_url: logoUrl,
      primary_colour: colour,
      default_language: 'nl',
      domains: [{ host: competitionSiteFixture.host }],
      help_text: '',
      pages: [],
    },
  })
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => event.preventDefault()} className="flex max-w-2xl flex-col gap-6">
        <TextField label="Logo link (optional)" type="url" autoComplete="off" {...form.register('logo_url')} />
        <ColourField />
        <SiteHeaderPreview name={name} />
      </form>
    </FormProvider>
  )
}

/** A square logo the league keeps on its own server, served by the story (the only image there). */
const logoUrl = 'https://demo-darts-league.example.org/logo.svg'
const logoSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><circle cx="24" cy="24" r="22" fill="#fff"/>' +
  '<circle cx="24" cy="24" r="14" fill="#b91c1c"/><circle cx="24" cy="24" r="5" fill="#15803d"/></svg>'
const logoHandler = http.get(logoUrl, () => new HttpResponse(logoSvg, { headers: { 'Content-Type': 'image/svg+xml' } }))

const meta = {
  title: 'screens/Competition/Site settings/Header preview',
  component: PreviewForm,
  args: { name: competitionSiteFixture.name, colour: '#0f766e', logoUrl: '' },
  parameters: { msw: { handlers: [logoHandler, ...handlers] } },
} satisfies Meta<typeof PreviewForm>

export default meta
type Story = StoryObj<typeof meta>

const leagueCaption = 'The top of the public site, in the league’s colour.'
const platformCaption = 'The top of the public site, in Oche’s colours while the league has none.'
const header = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="header-preview"]')
const logo = (root: HTMLElement) => root.querySelector<HTMLImageElement>('[data-slot="logo-preview"]')

/** The league's teal: its name in white on it, as the site's header shows it; no warning. */
export const LeagueColour: Story = {
  play: async ({ canvas, canvasElement }) => {
    const preview = await canvas.findByRole('figure', { name: leagueCaption })
    await expect(within(preview).getByText('Demo Darts League')).toBeVisible()
    await expect(header(canvasElement)).toHaveAttribute('data-colours', 'league')
    await expect(header(canvasElement)).toHaveStyle({
      backgroundColor: 'rgb(15, 118, 110)',
      color: 'rgb(255, 255, 255)',
    })
    await expect(logo(canvasElement)).toBeNull()
    await expect(canvas.queryByText(/White text is hard to read/)).not.toBeInTheDocument()
  },
}

/** No colour and no logo yet: the header in Oche's own colours, and the admin picks the league's. */
export const PlatformColours: Story = {
  args: { colour: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('figure', { name: platformCaption })).toBeVisible()
    await expect(header(canvasElement)).toHaveAttribute('data-colours', 'platform')
    await userEvent.type(canvas.getByLabelText('Main colour (optional)'), '#1d4ed8')
    await expect(await canvas.findByRole('figure', { name: leagueCaption })).toBeVisible()
    await expect(header(canvasElement)).toHaveStyle({ backgroundColor: 'rgb(29, 78, 216)' })
    await userEvent.click(canvas.getByRole('button', { name: 'Use Oche’s colours' }))
    await expect(await canvas.findByRole('figure', { name: platformCaption })).toBeVisible()
  },
}

/** The admin types the logo's link: the logo shows beside the name, which says whose it is. */
export const WithLogo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Logo link (optional)'), logoUrl)
    await waitFor(() => expect(logo(canvasElement)?.naturalWidth).toBeGreaterThan(0))
    await expect(logo(canvasElement)).toHaveAttribute('src', logoUrl)
    await expect(logo(canvasElement)).toHaveAttribute('alt', '')
    await expect(logo(canvasElement)).toBeVisible()
    await expect(canvas.queryByText('No image at this link')).not.toBeInTheDocument()
  },
}

/** A link that loads no image: the preview says so where the logo would be, until the link is put right. */
export const BrokenLogo: Story = {
  args: { logoUrl: 'https://demo-darts-league.example.org/logo-old.png' },
  parameters: {
    msw: {
      handlers: [
        http.get('https://demo-darts-league.example.org/logo-old.png', () => new HttpResponse(null, { status: 404 })),
        logoHandler,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const preview = within(await canvas.findByRole('figure', { name: leagueCaption }))
    await expect(await preview.findByText('No image at this link')).toBeVisible()
    const field = canvas.getByLabelText('Logo link (optional)')
    await userEvent.clear(field)
    await userEvent.type(field, logoUrl)
    await waitFor(() => expect(logo(canvasElement)?.naturalWidth).toBeGreaterThan(0))
    await expect(preview.queryByText('No image at this link')).not.toBeInTheDocument()
  },
}

/** Half a link is no link yet: no logo and no complaint while it is typed. */
export const UnfinishedLink: Story = {
  args: { logoUrl: 'demo-darts-league' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('figure', { name: leagueCaption })).toBeVisible()
    await expect(logo(canvasElement)).toBeNull()
    await expect(canvas.queryByText('No image at this link')).not.toBeInTheDocument()
  },
}

/**
 * A light yellow: the site writes on it in black, and the preview warns that white would fall under WCAG AA; a
 * darker colour takes the warning away.
 */
export const LightColour: Story = {
  args: { colour: '#facc15' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/White text is hard to read on this colour: 1\.5:1/)).toBeVisible()
    await expect(header(canvasElement)).toHaveStyle({ color: 'rgb(0, 0, 0)' })
    const colour = canvas.getByLabelText('Main colour (optional)')
    await userEvent.clear(colour)
    await userEvent.type(colour, '#0f766e')
    await waitFor(() => expect(canvas.queryByText(/White text is hard to read/)).not.toBeInTheDocument())
    await expect(header(canvasElement)).toHaveStyle({ color: 'rgb(255, 255, 255)' })
  },
}

/** A long name stays on one line of the header. */
export const LongName: Story = {
  args: { name: 'Koninklijke Vlaamse Dartsbond – Afdeling Antwerpen en Kempen' },
  play: async ({ canvas }) => {
    const name = await canvas.findByText('Koninklijke Vlaamse Dartsbond – Afdeling Antwerpen en Kempen')
    await expect(name).toHaveClass('truncate')
    await expect(name.getBoundingClientRect().height).toBeLessThan(40)
  },
}

/** In the dark theme the league's colour and logo stay as visitors see them; without a colour, the dark surface. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { logoUrl },
  play: async ({ canvas, canvasElement }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('figure', { name: leagueCaption })).toBeVisible()
    await expect(header(canvasElement)).toHaveStyle({
      backgroundColor: 'rgb(15, 118, 110)',
      color: 'rgb(255, 255, 255)',
    })
    await waitFor(() => expect(logo(canvasElement)?.naturalWidth).toBeGreaterThan(0))
    await userEvent.click(canvas.getByRole('button', { name: 'Use Oche’s colours' }))
    await expect(await canvas.findByRole('figure', { name: platformCaption })).toBeVisible()
    await expect(header(canvasElement)).toHaveAttribute('data-colours', 'platform')
  },
}

/** In French: the caption and the warning, the ratio written the French way. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { colour: '#facc15' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('figure', { name: 'Le haut du site public, dans la couleur de la ligue.' }),
    ).toBeVisible()
    // The matcher writes every space as one; the text keeps French's narrow no-break space before the colon.
    const warning = await canvas.findByText(/^Un texte blanc se lit mal sur cette couleur : 1,5:1, /)
    await expect(warning).toBeVisible()
    await expect(warning.textContent).toContain('couleur\u202f: 1,5:1')
  },
}
