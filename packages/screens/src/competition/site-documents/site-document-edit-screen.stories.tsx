import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockValidationError, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { SiteDocumentEditScreen } from './site-document-edit-screen'
import {
  documentApi,
  fixtureDocuments,
  org,
  pdfFile,
  season,
  seasonBase,
  siteContentHandlers,
} from './site-documents.story-helpers'

const { fixtureList } = fixtureDocuments

const meta = {
  title: 'screens/Competition/Site documents/Edit',
  component: SiteDocumentEditScreen,
  args: { org, season, id: fixtureList.id },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${seasonBase}/site/documents/${fixtureList.id}/edit`,
    msw: { handlers: siteContentHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SiteDocumentEditScreen>

export default meta
type Story = StoryObj<typeof meta>

const updateCalls = recordRequests('put', documentApi)

/** The saved document in the form; the admin replaces its file, makes it for every season and saves. */
export const ReplaceFileAndSave: Story = {
  parameters: { msw: { handlers: [updateCalls.handler, ...siteContentHandlers()] } },
  beforeEach: () => {
    updateCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: `Edit ${fixtureList.title}` })).toBeVisible()
    await expect(await canvas.findByLabelText('Title')).toHaveValue(fixtureList.title)
    await expect(canvas.getByLabelText('Category (optional)')).toHaveValue('Fixtures')
    await expect(canvas.getByRole('combobox', { name: 'Season' })).toHaveTextContent('2026-27')
    await expect(canvas.getByRole('link', { name: fixtureList.file })).toBeVisible()
    await userEvent.upload(canvas.getByLabelText('The document’s file'), pdfFile('fixture-list-v2.pdf'))
    await expect(await canvas.findByRole('link', { name: 'fixture-list-v2.pdf' })).toBeVisible()
    await userEvent.click(canvas.getByRole('combobox', { name: 'Season' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Every season' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await screen.findByText(`${fixtureList.title} is saved`)).toBeInTheDocument()
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(`${seasonBase}/site/documents/${fixtureList.id}`),
    )
    await expect(updateCalls.requests.at(-1)?.body).toMatchObject({
      title: fixtureList.title,
      season: null,
      category: 'Fixtures',
      file_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  },
}

/** The server refuses the title (422): the message on the field, the title as typed, the focus on it. */
export const ValidationError: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('put', documentApi, { title: ['Another document already has this title.'] }),
        ...siteContentHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    const title = await canvas.findByLabelText('Title')
    await userEvent.clear(title)
    await userEvent.type(title, 'League rules')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(expect.stringContaining('Another document already has this title.')),
    )
    await expect(title).toHaveValue('League rules')
    await expect(title).toHaveFocus()
  },
}

export const NotFound: Story = {
  args: { id: '5e0a0000-0000-4000-8000-00000000dead' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This document cannot be found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the documents' })).toHaveAttribute(
      'href',
      `${seasonBase}/site/documents`,
    )
  },
}

export const Forbidden: Story = {
  parameters: { msw: { handlers: siteContentHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  },
}
