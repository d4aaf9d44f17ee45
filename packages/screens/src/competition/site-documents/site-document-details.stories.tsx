import type { Meta, StoryObj } from '@storybook/react-vite'
import { siteContentFixtureIds } from '@oche/mocks'
import { expect } from 'storybook/test'
import { DocumentDownloadLink, DocumentFileFacts, DocumentSeason } from './site-document-details'
import { fixtureDocuments, rulesDocument } from './site-documents.story-helpers'

/** A document's facts as its row and page show them: type and size, season, and the download link. */
function DocumentDetails({ document }: { document: ReturnType<typeof rulesDocument> }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <DocumentFileFacts file={document.file} />
      <span>
        <DocumentSeason season={document.season} />
      </span>
      <DocumentDownloadLink document={document} />
    </div>
  )
}

const oneSeason = rulesDocument({ season: { slug: '2026-27', name: '2026-27' }, fileName: 'fixtures.xlsx' })
const spreadsheet = {
  ...oneSeason,
  file: {
    ...oneSeason.file,
    media_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 2_500_000,
  },
}

const meta = {
  title: 'screens/Competition/Site documents/Details',
  component: DocumentDetails,
  args: { document: rulesDocument() },
} satisfies Meta<typeof DocumentDetails>

export default meta
type Story = StoryObj<typeof meta>

/** The league rules: a PDF for every season, downloaded under its own name. */
export const EverySeason: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^PDF · \d+ byte$/)).toBeVisible()
    await expect(canvas.getByText('Every season')).toBeVisible()
    const download = canvas.getByRole('link', { name: `Download ${fixtureDocuments.rules.title}` })
    await expect(download).toHaveAttribute('href', `/api/files/${siteContentFixtureIds.rulesFile}/league-rules.pdf`)
    await expect(download).toHaveAttribute('download', 'league-rules.pdf')
    await expect(download).toHaveTextContent('Download')
  },
}

/** A spreadsheet of one season, 2.5 million bytes: "Excel", the size in (binary) megabytes. */
export const OneSeason: Story = {
  args: {
    document: spreadsheet,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Season 2026-27')).toBeVisible()
    await expect(canvas.getByText('Excel · 2.4 MB')).toBeVisible()
  },
}

/** In French: size in French numbers and units, "Chaque saison", "Télécharger". */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chaque saison')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /^Télécharger/ })).toBeVisible()
  },
}
