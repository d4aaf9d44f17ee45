import type { CompetitionSiteContext } from '@oche/api'
import { mockError, mockPending } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { changedSiteAnswer, siteStory } from '../parts/site-page/site-page.story-helpers'
import { SiteHelpScreen } from './site-help-screen'

const meta = {
  title: 'screens/Competition site/Help',
  component: SiteHelpScreen,
  args: {},
  parameters: siteStory('/help'),
} satisfies Meta<typeof SiteHelpScreen>

export default meta
type Story = StoryObj<typeof meta>

const withOrganisation = (change: Partial<CompetitionSiteContext['organisation']>) =>
  siteStory('/help', {}, [
    changedSiteAnswer<CompetitionSiteContext>('', (context) => ({
      ...context,
      organisation: { ...context.organisation, ...change },
    })),
  ])

/** The league's help text, a paragraph for each block of it, the menu's "Help" marked as the page. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help' })).toBeVisible()
    const paragraphs = [...(canvasElement.querySelector('[data-slot="site-help"]')?.querySelectorAll('p') ?? [])]
    await expect(paragraphs).toHaveLength(3)
    await expect(paragraphs[0]).toHaveTextContent(/^Matches start at 20:00/)
    const nav = canvas.getByRole('navigation', { name: 'Site menu' })
    await expect(within(nav).getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page')
  },
}

/** Text that looks like HTML is shown as the text it is, never run or drawn. */
export const PlainText: Story = {
  parameters: withOrganisation({
    help_text: 'Bring <b>two</b> sets of darts.\nAnd your <script>alert(1)</script> card.',
  }),
  play: async ({ canvas, canvasElement }) => {
    const help = await canvas.findByText(/^Bring <b>two<\/b> sets of darts\./)
    await expect(help).toHaveTextContent('And your <script>alert(1)</script> card.')
    await expect(canvasElement.querySelector('[data-slot="site-help"] b, [data-slot="site-help"] script')).toBeNull()
  },
}

/** No help written yet. */
export const Empty: Story = {
  parameters: withOrganisation({ help_text: '' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No help here yet' })).toBeVisible()
  },
}

/** A league that does not show a help page: the page is not there, nor in the menu. */
export const NotFound: Story = {
  parameters: withOrganisation({ pages: ['calendar'] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This league has no help page' })).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Site menu' })
    await expect(within(nav).queryByRole('link', { name: 'Help' })).not.toBeInTheDocument()
  },
}

/** The help is part of the site's context: while that loads, the frame says so. */
export const Loading: Story = {
  parameters: siteStory('/help', {}, [mockPending('get', '/competition/:domain')]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the league’s website')
  },
}

export const Error: Story = {
  parameters: siteStory('/help', {}, [
    mockError('get', '/competition/:domain', 500, { message: 'Something went wrong on our side.' }),
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The league’s website could not be loaded')
  },
}

export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hilfe' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Help' })).toBeVisible()
  },
}
