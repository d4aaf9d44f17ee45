import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockPending, recordRequests, siteContentFixtureIds, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { SiteDocumentListScreen } from './site-document-list-screen'
import {
  codeOfConduct,
  documentOrderApi,
  documentsApi,
  fixtureDocuments,
  longFileName,
  org,
  season,
  seasonBase,
  siteContentHandlers,
  withCodeOfConduct,
  withLongFileName,
  withoutDocuments,
} from './site-documents.story-helpers'

const meta = {
  title: 'screens/Competition/Site documents/List',
  component: SiteDocumentListScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${seasonBase}/site/documents`,
    msw: { handlers: siteContentHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SiteDocumentListScreen>

export default meta
type Story = StoryObj<typeof meta>

const orderCalls = recordRequests('put', documentOrderApi)

/** The titles of a category's documents, in the list's order. */
function titlesIn(list: HTMLElement) {
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]?.textContent)
}

/** An admin: the documents by category, each with its file, type, size and season, to download. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Documents' })).toBeVisible()
    const rules = within(await canvas.findByRole('region', { name: 'Rules' }))
    await expect(rules.getByRole('link', { name: fixtureDocuments.rules.title })).toHaveAttribute(
      'href',
      `${seasonBase}/site/documents/${fixtureDocuments.rules.id}`,
    )
    await expect(rules.getByText(fixtureDocuments.rules.file)).toBeVisible()
    await expect(rules.getByText(/^PDF · \d+ byte$/)).toBeVisible()
    await expect(rules.getByText('Every season')).toBeVisible()
    await expect(rules.getByRole('link', { name: `Download ${fixtureDocuments.rules.title}` })).toHaveAttribute(
      'href',
      `/api/files/${siteContentFixtureIds.rulesFile}/${fixtureDocuments.rules.file}`,
    )
    // Alone in its category: it cannot move.
    await expect(rules.getByRole('button', { name: `Move ${fixtureDocuments.rules.title} up` })).toBeDisabled()
    await expect(rules.getByRole('button', { name: `Move ${fixtureDocuments.rules.title} down` })).toBeDisabled()
    const fixtures = within(canvas.getByRole('region', { name: 'Fixtures' }))
    await expect(fixtures.getByText('Season 2026-27')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New document' })).toHaveAttribute(
      'href',
      `${seasonBase}/site/documents/create`,
    )
    await expect(canvas.getByRole('link', { name: 'Season 2026-27' })).toHaveAttribute('href', seasonBase)
  },
}

/** Two rule books: the admin moves the second up by keyboard; the order is saved and the focus stays on the row. */
export const Reorder: Story = {
  parameters: { msw: { handlers: [orderCalls.handler, ...siteContentHandlers({}, withCodeOfConduct)] } },
  beforeEach: () => {
    orderCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    const rules = await canvas.findByRole('list', { name: 'Rules' })
    await expect(titlesIn(rules)).toEqual([fixtureDocuments.rules.title, codeOfConduct.title])
    const up = within(rules).getByRole('button', { name: `Move ${codeOfConduct.title} up` })
    up.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(titlesIn(rules)).toEqual([codeOfConduct.title, fixtureDocuments.rules.title]))
    await expect(orderCalls.requests.at(-1)?.body).toEqual({
      ids: [codeOfConduct.id, fixtureDocuments.fixtureList.id, fixtureDocuments.rules.id],
    })
    await expect(canvas.getByText(`${codeOfConduct.title} is now number 1 of 2.`)).toBeInTheDocument()
    // Now first, it cannot move up: the focus is on "down" instead.
    await waitFor(() =>
      expect(within(rules).getByRole('button', { name: `Move ${codeOfConduct.title} down` })).toHaveFocus(),
    )
    await expect(within(rules).getByRole('button', { name: `Move ${codeOfConduct.title} up` })).toBeDisabled()
  },
}

/** Saving the order fails: a toast says why and the list stays as it was. */
export const ReorderFails: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('put', documentOrderApi, 500, { message: 'Server Error' }),
        ...siteContentHandlers({}, withCodeOfConduct),
      ],
    },
  },
  play: async ({ canvas }) => {
    const rules = await canvas.findByRole('list', { name: 'Rules' })
    await userEvent.click(within(rules).getByRole('button', { name: `Move ${codeOfConduct.title} up` }))
    await expect(await screen.findByText('Server Error')).toBeInTheDocument()
    await expect(titlesIn(rules)).toEqual([fixtureDocuments.rules.title, codeOfConduct.title])
  },
}

/** No documents yet: the way to upload the first. */
export const Empty: Story = {
  parameters: { msw: { handlers: siteContentHandlers({}, withoutDocuments) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No documents yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Upload the first document' })).toHaveAttribute(
      'href',
      `${seasonBase}/site/documents/create`,
    )
    await expect(canvas.queryByRole('link', { name: 'New document' })).not.toBeInTheDocument()
  },
}

/** A team's captain may not manage the site: a clear state, no list. */
export const Captain: Story = {
  parameters: { msw: { handlers: siteContentHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the season' })).toHaveAttribute('href', seasonBase)
    await expect(canvas.queryByRole('link', { name: 'New document' })).not.toBeInTheDocument()
  },
}

/** Somebody without a role in the organisation. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: siteContentHandlers({ organiserRole: 'none' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'You do not manage this organisation' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', documentsApi), ...siteContentHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the documents')
  },
}

export const LoadError: Story = {
  parameters: {
    msw: { handlers: [mockError('get', documentsApi, 500, { message: 'Server Error' }), ...siteContentHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The documents could not be loaded')
  },
}

/** In Dutch: the size in Dutch numbers, "Elk seizoen". */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Documenten' })).toBeVisible()
    await expect(await canvas.findByText('Elk seizoen')).toBeVisible()
  },
}

/**
 * On a phone: a long file name wraps inside its row, the download and move buttons come below the text with touch
 * targets of 40 px, and nothing is wider than the screen.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { msw: { handlers: siteContentHandlers({}, withLongFileName) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: fixtureDocuments.rules.title })).toBeVisible()
    await expect(window.innerWidth).toBeLessThan(640)
    const fileName = canvas.getByText(longFileName)
    const row = fileName.closest('li') as HTMLElement
    await expect(fileName.getBoundingClientRect().right).toBeLessThanOrEqual(row.getBoundingClientRect().right)
    const up = within(row).getByRole('button', { name: `Move ${fixtureDocuments.rules.title} up` })
    await expect(up.getBoundingClientRect().height).toBeGreaterThanOrEqual(40)
    await expect(up.getBoundingClientRect().top).toBeGreaterThan(fileName.getBoundingClientRect().bottom)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'Fixtures' })).toBeVisible()
  },
}
