import type { Meta, StoryObj } from '@storybook/react-vite'
import { mockPending, mockValidationError, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, type within } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { SiteDocumentCreateScreen } from './site-document-create-screen'
import { documentsApi, org, pdfFile, season, seasonBase, siteContentHandlers } from './site-documents.story-helpers'

const meta = {
  title: 'screens/Competition/Site documents/Create',
  component: SiteDocumentCreateScreen,
  args: { org, season },
  parameters: {
    page: true,
    layout: 'fullscreen',
    user: userFixture,
    pathname: `${seasonBase}/site/documents/create`,
    msw: { handlers: siteContentHandlers() },
  },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof SiteDocumentCreateScreen>

export default meta
type Story = StoryObj<typeof meta>

const createCalls = recordRequests('post', documentsApi)

type Canvas = ReturnType<typeof within>

/** Chooses a file in the file field and waits for it to be uploaded. */
async function uploadPdf(canvas: Canvas, name: string) {
  await userEvent.upload(await canvas.findByLabelText('The document’s file'), pdfFile(name))
  await expect(await canvas.findByRole('link', { name })).toBeVisible()
}

/** The admin uploads a PDF, names it, picks a category and the season, and adds it: its page opens. */
export const UploadAndSave: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...siteContentHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New document' })).toBeVisible()
    await expect(await canvas.findByText(/of at most 20\sMB\./)).toBeVisible()
    await uploadPdf(canvas, 'cup-entry-form.pdf')
    await userEvent.type(canvas.getByLabelText('Title'), 'Cup entry form')
    await userEvent.type(canvas.getByLabelText('Description (optional)'), 'Fill it in and hand it to the bar.')
    const category = canvas.getByLabelText('Category (optional)')
    // The categories in use are offered while typing.
    const offered = [
      ...(document.getElementById(category.getAttribute('list') ?? '')?.querySelectorAll('option') ?? []),
    ]
    await expect(offered.map((option) => option.value)).toEqual(['Rules', 'Fixtures'])
    await userEvent.type(category, 'Forms')
    const seasonSelect = canvas.getByRole('combobox', { name: 'Season' })
    await expect(seasonSelect).toHaveTextContent('Every season')
    await userEvent.click(seasonSelect)
    await userEvent.click(await screen.findByRole('option', { name: '2026-27' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add the document' }))
    await expect(await screen.findByText('Cup entry form is added to the documents')).toBeInTheDocument()
    await waitFor(() =>
      expect(canvas.getByTestId('navigation')).toHaveTextContent(
        new RegExp(`${seasonBase}/site/documents/[0-9a-f-]{36}$`),
      ),
    )
    await expect(createCalls.requests.at(-1)?.body).toMatchObject({
      title: 'Cup entry form',
      description: 'Fill it in and hand it to the bar.',
      category: 'Forms',
      season: '2026-27',
      file_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  },
}

/** Without a file the form says so on the file field and sends nothing. */
export const FileMissing: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...siteContentHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Title'), 'League rules 2027')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the document' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('The document’s file')).toHaveAccessibleDescription(
        expect.stringContaining('Upload the document’s file.'),
      ),
    )
    await expect(createCalls.requests).toHaveLength(0)
  },
}

/** The server refuses the file (422 on `file_id`): the error is on the file field, and the title typed stays. */
export const ServerRefusesFile: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', documentsApi, { file_id: ['This file belongs to another organisation.'] }),
        ...siteContentHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await uploadPdf(canvas, 'rules.pdf')
    await userEvent.type(canvas.getByLabelText('Title'), 'Rules')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the document' }))
    await waitFor(() =>
      expect(canvas.getByLabelText('The document’s file')).toHaveAccessibleDescription(
        expect.stringContaining('This file belongs to another organisation.'),
      ),
    )
    await expect(canvas.getByLabelText('Title')).toHaveValue('Rules')
    await expect(canvas.getByTestId('navigation')).toBeEmptyDOMElement()
  },
}

/** A team's captain may not add documents to the site. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: siteContentHandlers({ organiserRole: 'captain' }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Only the organisation’s admins' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Add the document' })).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', documentsApi), ...siteContentHandlers()] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the seasons and categories')
  },
}

/** In French: the limits in French, "Chaque saison" as the default season. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Saison' })).toHaveTextContent('Chaque saison')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByLabelText('Title')).toBeVisible()
  },
}
