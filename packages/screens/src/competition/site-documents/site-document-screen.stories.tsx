import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockError, mockPending, recordRequests, siteContentFixtureIds, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { SiteDocumentScreen } from './site-document-screen'
import {
  documentApi,
  fixtureDocuments,
  org,
  season,
  seasonBase,
  siteContentHandlers,
} from './site-documents.story-helpers'

const { rules } = fixtureDocuments

const meta = {
  title: 'screens/Competition/Site documents/Document',
  component: SiteDocumentScreen,
  args: { org, season, id: rules.id },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${seasonBase}/site/documents/${rules.id}`,
    msw: { handlers: siteContentHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SiteDocumentScreen>

export default meta
type Story = StoryObj<typeof meta>

const deleteCalls = recordRequests('delete', documentApi)

/** The document's file, category, season and description, its download and the way to edit it. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: rules.title })).toBeVisible()
    const details = within(canvas.getByRole('region', { name: 'Details' }))
    await expect(details.getByText(rules.file)).toBeVisible()
    await expect(details.getByText(/^PDF · \d+ byte$/)).toBeVisible()
    await expect(details.getByText('Rules')).toBeVisible()
    await expect(details.getByText('Every season')).toBeVisible()
    await expect(details.getByText(/^How a league night is played/)).toBeVisible()
    await expect(details.getByRole('link', { name: `Download ${rules.title}` })).toHaveAttribute(
      'href',
      `/api/files/${siteContentFixtureIds.rulesFile}/${rules.file}`,
    )
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `${seasonBase}/site/documents/${rules.id}/edit`,
    )
    await expect(canvas.getByRole('link', { name: 'Documents' })).toHaveAttribute(
      'href',
      `${seasonBase}/site/documents`,
    )
  },
}

/** Deleted after the confirmation: the list opens and a toast says so. */
export const Delete: Story = {
  parameters: { msw: { handlers: [deleteCalls.handler, ...siteContentHandlers()] } },
  beforeEach: () => {
    deleteCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete this document' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: `Delete ${rules.title}?` }))
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.click(dialog.getByRole('button', { name: 'Delete the document' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(`${seasonBase}/site/documents`))
    await expect(deleteCalls.requests).toHaveLength(1)
    await expect(await screen.findByText(`${rules.title} is deleted`)).toBeInTheDocument()
  },
}

/** Cancelled: nothing is deleted. */
export const DeleteCancelled: Story = {
  parameters: { msw: { handlers: [deleteCalls.handler, ...siteContentHandlers()] } },
  beforeEach: () => {
    deleteCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete this document' }))
    const dialog = within(await screen.findByRole('alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(deleteCalls.requests).toHaveLength(0)
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** A failure keeps the confirmation open and says what went wrong. */
export const DeleteFails: Story = {
  parameters: {
    msw: { handlers: [mockError('delete', documentApi, 500, { message: 'Server Error' }), ...siteContentHandlers()] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete this document' }))
    const dialog = within(await screen.findByRole('alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete the document' }))
    await expect(await screen.findByText('Server Error')).toBeInTheDocument()
    await expect(screen.getByRole('alertdialog')).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { id: '5e0a0000-0000-4000-8000-00000000dead' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This document cannot be found' })).toBeVisible()
  },
}

export const Forbidden: Story = {
  parameters: { msw: { handlers: siteContentHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Delete this document' })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', documentApi), ...siteContentHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the document')
  },
}

/** In German: "Jede Saison", the download named after the document. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Jede Saison')).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('region', { name: 'Delete document' })).toBeVisible()
  },
}
