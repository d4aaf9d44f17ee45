import type { Meta, StoryObj } from '@storybook/react-vite'
import type { SiteFile } from '@oche/api'
import { competitionFixtureSlugs, mockError, mockPending, mockValidationError, userFixture } from '@oche/mocks'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { coverFile, filesApi, siteNewsHandlers } from '../../site-news/site-news.story-helpers'
import { FileUploadField, type FileUploadFieldProps } from './file-upload-field'

/** The field as a form holds it: the uploaded file in state, reported to `onChange`. */
function Harness({ value: initial, onChange, ...props }: FileUploadFieldProps) {
  const [value, setValue] = useState<SiteFile | null>(initial)
  return (
    <FileUploadField
      {...props}
      value={value}
      onChange={(file) => {
        setValue(file)
        onChange(file)
      }}
    />
  )
}

const rules: SiteFile = {
  id: '5e0a0000-0000-4000-8000-000000000032',
  name: 'league-rules.pdf',
  media_type: 'application/pdf',
  size: 245_760,
  url: '/api/files/5e0a0000-0000-4000-8000-000000000032/league-rules.pdf',
}

const meta = {
  title: 'screens/Competition/Parts/File upload field',
  component: FileUploadField,
  render: (args) => <Harness {...args} />,
  args: {
    org: competitionFixtureSlugs.organisation,
    purpose: 'image',
    label: 'Photo (optional)',
    value: null,
    onChange: fn(),
  },
  parameters: { user: userFixture, msw: { handlers: siteNewsHandlers() } },
  beforeEach: forgetStoryToken,
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileUploadField>

export default meta
type Story = StoryObj<typeof meta>

/** An image chosen with the picker is uploaded at once, previewed with its name and size, and can be removed. */
export const UploadImage: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Photo (optional)')
    await expect(input).toHaveAccessibleDescription('Upload a PNG, JPEG, WebP or GIF image of at most 5 MB.')
    await userEvent.upload(input, coverFile('chair.png'))
    await expect(await canvas.findByRole('link', { name: 'chair.png' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/files\/.+\/chair\.png$/),
    )
    // A tiny PNG: its size in bytes.
    await expect(canvas.getByText(/^\d+ byte$/)).toBeVisible()
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'chair.png' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Remove chair.png' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(null)
    await expect(canvas.queryByRole('link', { name: 'chair.png' })).not.toBeInTheDocument()
  },
}

/** A document already uploaded: its name and size, no preview. */
export const Document: Story = {
  args: { purpose: 'document', label: 'File', value: rules, required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'league-rules.pdf' })).toHaveAttribute('href', rules.url)
    await expect(canvas.getByText('240 kB')).toBeVisible()
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
    await expect(canvas.getByLabelText(/^File/)).toHaveAccessibleDescription(
      expect.stringContaining('Upload a PDF, an image or an office document'),
    )
  },
}

/** While the file goes up the field says so, and nothing else can be picked. */
export const Uploading: Story = {
  parameters: { msw: { handlers: [mockPending('post', filesApi), ...siteNewsHandlers()] } },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Photo (optional)')
    await userEvent.upload(input, coverFile('chair.png'))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Uploading chair.png…')
    await expect(input).toBeDisabled()
  },
}

/** The server refuses the file's type (422): its reason shows on the field. */
export const WrongType: Story = {
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', filesApi, { file: ['This type of file is not allowed here.'] }),
        ...siteNewsHandlers(),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Photo (optional)')
    await userEvent.upload(input, coverFile('chair.png'))
    await waitFor(() => expect(input).toBeInvalid())
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('This type of file is not allowed here.'))
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** The virus scanner (OCHE_CLAMD) found a threat in the file (422 on the file): nothing is kept, the reason shows. */
export const ThreatFound: Story = {
  args: { purpose: 'document', label: 'The document’s file' },
  parameters: {
    msw: {
      handlers: [
        mockValidationError('post', filesApi, {
          file: [
            'The virus scanner found a threat in this file, so it was not stored. Check the file on your own computer before you upload it again.',
          ],
        }),
        ...siteNewsHandlers(),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('The document’s file')
    await userEvent.upload(input, new File(['%PDF-1.4'], 'fixtures.pdf', { type: 'application/pdf' }))
    await waitFor(() => expect(input).toBeInvalid())
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('found a threat in this file'))
    await expect(canvas.queryByRole('link', { name: 'fixtures.pdf' })).not.toBeInTheDocument()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** The virus scanner did not answer (503): nothing is kept, and the admin is told to try again. */
export const ScannerDown: Story = {
  parameters: {
    msw: {
      handlers: [
        mockError('post', filesApi, 503, {
          message: 'The virus scanner did not answer, so the file was not stored. Try again in a moment.',
        }),
        ...siteNewsHandlers(),
      ],
    },
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Photo (optional)')
    await userEvent.upload(input, coverFile('chair.png'))
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(expect.stringContaining('The virus scanner did not answer')),
    )
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** Any other failure: what went wrong, in words. */
export const Fails: Story = {
  parameters: {
    msw: { handlers: [mockError('post', filesApi, 500, { message: 'Server Error' }), ...siteNewsHandlers()] },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Photo (optional)')
    await userEvent.upload(input, coverFile('chair.png'))
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('Server Error')))
  },
}

/** The form's own error (the server's 422 on the file's id). */
export const WithError: Story = {
  args: { error: 'This file does not exist: upload it again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Photo (optional)')).toBeInvalid()
  },
}
