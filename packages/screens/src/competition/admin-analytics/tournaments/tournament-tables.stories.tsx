import type { Meta, StoryObj } from '@storybook/react-vite'
import { analyticsTournamentsFixture } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { TournamentTables } from './tournament-tables'

const month = analyticsTournamentsFixture({ period: 'month' })

const meta = {
  title: 'screens/Competition/Admin analytics/Tournaments/Tables',
  component: TournamentTables,
  args: { figures: month },
  decorators: [
    (Story) => (
      <div className="w-full max-w-5xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TournamentTables>

export default meta
type Story = StoryObj<typeof meta>

/** Five breakdowns, every value listed (zeros too); a value without a timed game has a dash for its minutes. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    for (const title of ['By format', 'By field size', 'By visibility', 'By completion', 'Singles or pairs'])
      await expect(canvas.getByRole('button', { name: `Download CSV: ${title}` })).toBeVisible()
    const statuses = within(canvas.getByRole('table', { name: 'By completion' }))
    const draft = statuses.getByRole('cell', { name: 'Being set up' }).closest('tr') as HTMLElement
    await expect(within(draft).getAllByRole('cell').at(-1)).toHaveTextContent('–')
  },
}

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const formats = within(canvas.getByRole('table', { name: 'Nach Modus' }))
    await expect(formats.getByRole('cell', { name: 'K.-o.' })).toBeVisible()
    await expect(
      within(canvas.getByRole('table', { name: 'Nach Teilnehmerfeld' })).getByRole('cell', { name: '65 oder mehr' }),
    ).toBeVisible()
    await expect(
      within(canvas.getByRole('table', { name: 'Einzel oder Doppel' })).getByRole('cell', { name: 'Doppel' }),
    ).toBeVisible()
  },
}
