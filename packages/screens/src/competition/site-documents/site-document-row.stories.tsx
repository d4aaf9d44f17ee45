import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { SiteDocumentRow } from './site-document-row'
import { fixtureDocuments, longFileName, rulesDocument, seasonBase } from './site-documents.story-helpers'

const href = `${seasonBase}/site/documents/${fixtureDocuments.rules.id}`

const meta = {
  title: 'screens/Competition/Site documents/Row',
  component: SiteDocumentRow,
  args: {
    document: rulesDocument(),
    href,
    isFirst: false,
    isLast: false,
    focusAfterMove: null,
    onMove: fn(),
  },
  decorators: [
    (Story) => (
      <ol className="max-w-3xl">
        <Story />
      </ol>
    ),
  ],
} satisfies Meta<typeof SiteDocumentRow>

export default meta
type Story = StoryObj<typeof meta>

/** The league rules: title to its page, file, type and size, every season; download, and both move buttons call back. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: fixtureDocuments.rules.title })).toHaveAttribute('href', href)
    await expect(canvas.getByText(fixtureDocuments.rules.file)).toBeVisible()
    await expect(canvas.getByText(/^PDF · \d+ byte$/)).toBeVisible()
    await expect(canvas.getByText('Every season')).toBeVisible()
    await expect(canvas.getByRole('link', { name: `Download ${fixtureDocuments.rules.title}` })).toHaveAttribute(
      'download',
      fixtureDocuments.rules.file,
    )
    await userEvent.click(canvas.getByRole('button', { name: `Move ${fixtureDocuments.rules.title} up` }))
    await expect(args.onMove).toHaveBeenLastCalledWith('up')
    await userEvent.click(canvas.getByRole('button', { name: `Move ${fixtureDocuments.rules.title} down` }))
    await expect(args.onMove).toHaveBeenLastCalledWith('down')
  },
}

/** The first of its category: it cannot move up. */
export const FirstOfCategory: Story = {
  args: { isFirst: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Move ${fixtureDocuments.rules.title} up` })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: `Move ${fixtureDocuments.rules.title} down` })).toBeEnabled()
  },
}

/** Just moved up to the top: the focus goes to "down" (the "up" it pressed is now disabled). */
export const MovedToTop: Story = {
  args: { isFirst: true, focusAfterMove: 'up' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Move ${fixtureDocuments.rules.title} down` })).toHaveFocus(),
    )
  },
}

/** A document of one season, with a long file name. */
export const OneSeasonLongName: Story = {
  args: { document: rulesDocument({ season: { slug: '2026-27', name: '2026-27' }, fileName: longFileName }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Season 2026-27')).toBeVisible()
    await expect(canvas.getByText(longFileName)).toBeVisible()
  },
}

/** On a phone: the long file name wraps inside the row; the buttons come below it, 40 px high. */
export const Phone: Story = {
  ...OneSeasonLongName,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(640)
    const fileName = canvas.getByText(longFileName)
    const row = canvas.getByRole('listitem')
    await expect(fileName.getBoundingClientRect().right).toBeLessThanOrEqual(row.getBoundingClientRect().right)
    const down = canvas.getByRole('button', { name: `Move ${fixtureDocuments.rules.title} down` })
    await expect(down.getBoundingClientRect().top).toBeGreaterThan(fileName.getBoundingClientRect().bottom)
    await expect(down.getBoundingClientRect().height).toBeGreaterThanOrEqual(40)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
