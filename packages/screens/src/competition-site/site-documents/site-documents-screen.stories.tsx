import type { SiteDocument } from '@oche/api'
import { withHiddenSitePage, withoutSiteContent } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { changedSiteAnswer, site, siteStory } from '../parts/site-page/site-page.story-helpers'
import { siteContentBroken, siteContentPending, siteContentStory } from '../site-news/site-content.story-helpers'
import { SiteDocumentsScreen } from './site-documents-screen'

const meta = {
  title: 'screens/Competition site/Documents',
  component: SiteDocumentsScreen,
  args: {},
  parameters: siteStory('/documents'),
} satisfies Meta<typeof SiteDocumentsScreen>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The league's rules (every season) and this season's fixture list, each under its category, with the file's type
 * and size; each title is a link that downloads the file.
 */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible()
    const rules = await canvas.findByRole('region', { name: 'Rules' })
    const download = within(rules).getByRole('link', { name: /League rules/ })
    await expect(download).toHaveAttribute('href', expect.stringMatching(/^\/api\/files\/[^/]+\/league-rules\.pdf$/))
    await expect(download).toHaveAttribute('download', 'league-rules.pdf')
    await expect(download).toHaveAccessibleDescription(/^PDF · \d+ byte/)
    await expect(within(rules).getByText(/^How a league night is played/)).toBeVisible()
    const fixtures = canvas.getByRole('region', { name: 'Fixtures' })
    await expect(within(fixtures).getByRole('link', { name: /Fixture list 2026-27/ })).toHaveAttribute('download')
    const nav = canvas.getByRole('navigation', { name: 'Site menu' })
    await expect(within(nav).getByRole('link', { name: 'Documents' })).toHaveAttribute('aria-current', 'page')
  },
}

/** An earlier season: its own documents (none here) and those of every season, the rules. */
export const OtherSeason: Story = {
  args: { season: site.previousSeason },
  parameters: siteStory(`/${site.previousSeason}/documents`),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /League rules/ })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /Fixture list 2026-27/ })).not.toBeInTheDocument()
  },
}

/** Documents without a category come last, under "Other documents". */
export const WithoutCategory: Story = {
  parameters: siteStory('/documents', {}, [
    changedSiteAnswer<SiteDocument[]>('/documents', (documents) =>
      documents.map((document, index) => (index === 0 ? document : { ...document, category: null })),
    ),
  ]),
  play: async ({ canvas }) => {
    const other = await canvas.findByRole('region', { name: 'Other documents' })
    await expect(within(other).getByRole('link', { name: /Fixture list 2026-27/ })).toBeVisible()
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    await expect(headings).toEqual(['Rules', 'Other documents'])
  },
}

export const Empty: Story = {
  parameters: siteContentStory('/documents', withoutSiteContent),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No documents yet' })).toBeVisible()
  },
}

/** A league that does not show its documents: the page is not there, nor in the menu. */
export const NotFound: Story = {
  parameters: siteContentStory('/documents', (store) => withHiddenSitePage(store, 'documents')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This league has no documents page' })).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: 'Site menu' })
    await expect(within(nav).queryByRole('link', { name: 'Documents' })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: siteContentPending('/documents'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the documents')
  },
}

export const Error: Story = {
  parameters: siteContentBroken('/documents'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The documents could not be loaded')
  },
}

export const InGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dokumente' })).toBeVisible()
    await expect(await canvas.findByRole('link', { name: /League rules/ })).toHaveAccessibleDescription(/^PDF · \d+/)
  },
}
