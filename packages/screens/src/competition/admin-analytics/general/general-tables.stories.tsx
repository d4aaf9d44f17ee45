import type { Meta, StoryObj } from '@storybook/react-vite'
import { analyticsGeneralFixture } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { GeneralTables } from './general-tables'

const month = analyticsGeneralFixture({ period: 'month' })

const meta = {
  title: 'screens/Competition/Admin analytics/General/Tables',
  component: GeneralTables,
  args: { figures: month },
  decorators: [
    (Story) => (
      <div className="w-full max-w-5xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GeneralTables>

export default meta
type Story = StoryObj<typeof meta>

/** The languages by name in the page's language; the organisations, their kind marked. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const languages = within(canvas.getByRole('table', { name: 'By language' }))
    await expect(languages.getByRole('cell', { name: 'Dutch' })).toBeVisible()
    const organisations = within(canvas.getByRole('table', { name: 'Busiest organisations' }))
    await expect(organisations.getAllByRole('row')).toHaveLength(month.by_organisation.length + 1)
    await expect(organisations.getAllByText('Organiser’s own')).toHaveLength(
      month.by_organisation.filter((row) => row.is_personal).length,
    )
  },
}

/** No organisation did anything: said so, no empty table. */
export const NoOrganisations: Story = {
  args: { figures: { ...month, by_organisation: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No organisation had a tournament or a match in this period.')).toBeVisible()
    await expect(canvas.queryByRole('table', { name: 'Busiest organisations' })).not.toBeInTheDocument()
  },
}

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const languages = within(canvas.getByRole('table', { name: 'Nach Sprache' }))
    await expect(languages.getByRole('cell', { name: 'Niederländisch' })).toBeVisible()
  },
}
