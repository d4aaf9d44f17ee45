import type { Meta, StoryObj } from '@storybook/react-vite'
import { competitionQueries, siteContentMutations } from '@oche/api'
import { mockValidationError, recordRequests, userFixture } from '@oche/mocks'
import { useMutation, useQuery } from '@tanstack/react-query'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../accounts/story-helpers/account.story-helpers'
import { usePlatform } from '../../app/platform/platform-context'
import { SiteDocumentForm } from './site-document-form'
import { siteDocumentFormValues, toSiteDocumentInput, type SiteDocumentFormValues } from './site-document-form-values'
import {
  documentsApi,
  fixtureDocuments,
  longFileName,
  org,
  pdfFile,
  rulesDocument,
  seasonBase,
  siteContentHandlers,
} from './site-documents.story-helpers'

type DocumentFormStoryProps = {
  /** The document to edit, or null for a new one. */
  values: SiteDocumentFormValues
  /** Told once the server has added the document. */
  onSaved: (title: string) => void
}

/** The form as the create screen gives it: the league's seasons from the API, and saving through it. */
function DocumentFormStory({ values, onSaved }: DocumentFormStoryProps) {
  const { api } = usePlatform()
  const seasons = useQuery(competitionQueries.seasons(api, { org }))
  const create = useMutation(siteContentMutations.createDocument(api, { org }))
  if (!seasons.data) return null
  return (
    <SiteDocumentForm
      org={org}
      defaultValues={values}
      seasons={seasons.data}
      categories={['Rules', 'Fixtures']}
      cancelHref={`${seasonBase}/site/documents`}
      submitLabel="Add the document"
      onSubmit={async (submitted) => onSaved((await create.mutateAsync(toSiteDocumentInput(submitted))).title)}
    />
  )
}

const meta = {
  title: 'screens/Competition/Site documents/Form',
  component: DocumentFormStory,
  args: { values: siteDocumentFormValues(null), onSaved: fn() },
  parameters: { user: userFixture, msw: { handlers: siteContentHandlers() } },
  beforeEach: forgetStoryToken,
} satisfies Meta<typeof DocumentFormStory>

export default meta
type Story = StoryObj<typeof meta>

const createCalls = recordRequests('post', documentsApi)

/** A new document: every season by default; the admin uploads the file, fills it in and adds it. */
export const New: Story = {
  parameters: { msw: { handlers: [createCalls.handler, ...siteContentHandlers()] } },
  beforeEach: () => {
    createCalls.requests.length = 0
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Season' })).toHaveTextContent('Every season')
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `${seasonBase}/site/documents`)
    await userEvent.upload(canvas.getByLabelText('The document’s file'), pdfFile('entry-form.pdf'))
    await expect(await canvas.findByRole('link', { name: 'entry-form.pdf' })).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Title'), 'Entry form')
    await userEvent.type(canvas.getByLabelText('Category (optional)'), 'Forms')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the document' }))
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith('Entry form'))
    await expect(createCalls.requests.at(-1)?.body).toMatchObject({
      title: 'Entry form',
      category: 'Forms',
      season: null,
    })
  },
}

/** An existing document: its values are in the fields, its file shown. */
export const Existing: Story = {
  args: { values: siteDocumentFormValues(rulesDocument()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Title')).toHaveValue(fixtureDocuments.rules.title)
    await expect(canvas.getByLabelText('Category (optional)')).toHaveValue('Rules')
    await expect(canvas.getByRole('link', { name: fixtureDocuments.rules.file })).toBeVisible()
  },
}

/** The server refuses the title (422): the message is on the title, and everything typed stays. */
export const ServerRefuses: Story = {
  args: { values: siteDocumentFormValues(rulesDocument()) },
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', documentsApi, { title: ['A document with this title exists.'] }),
        ...siteContentHandlers(),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    const title = await canvas.findByLabelText('Title')
    await userEvent.clear(title)
    await userEvent.type(title, 'Rules 2027')
    await userEvent.type(canvas.getByLabelText('Description (optional)'), ' Read it before the first night.')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the document' }))
    await waitFor(() => expect(title).toHaveAccessibleDescription('A document with this title exists.'))
    await expect(title).toHaveValue('Rules 2027')
    await expect(canvas.getByLabelText('Description (optional)')).toHaveValue(
      'How a league night is played: lineups, markers, results and postponements. Read it before the first night.',
    )
    await expect(args.onSaved).not.toHaveBeenCalled()
  },
}

/** The admin picks one season for the document. */
export const PickSeason: Story = {
  play: async ({ canvas }) => {
    const seasonSelect = await canvas.findByRole('combobox', { name: 'Season' })
    await userEvent.click(seasonSelect)
    await userEvent.click(await screen.findByRole('option', { name: '2026-27' }))
    await expect(seasonSelect).toHaveTextContent('2026-27')
  },
}

/** On a phone: the chosen file's long name is cut short inside its field; nothing is wider than the screen. */
export const Phone: Story = {
  args: { values: siteDocumentFormValues(rulesDocument({ fileName: longFileName })) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const file = await canvas.findByRole('link', { name: longFileName })
    await expect(file.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth)
    await expect(window.innerWidth).toBeLessThan(640)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
