import type { Meta, StoryObj } from '@storybook/react-vite'
import { eventBoardsLiveFixture } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { RecentResults } from './recent-results'

const meta = {
  title: 'screens/Manage/Board overview/Recent results',
  component: RecentResults,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  args: { games: eventBoardsLiveFixture.recent },
} satisfies Meta<typeof RecentResults>

export default meta
type Story = StoryObj<typeof meta>

/** The latest results first: who beat whom, by how much, where and when; a walkover marked. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const results = within(canvas.getByRole('region', { name: 'Latest results' }))
    const [latest, earlier] = results.getAllByRole('listitem')
    await expect(latest).toHaveTextContent('Ryan Joyce1–3Kim Huybrechts')
    await expect(within(latest!).getByText('Kim Huybrechts')).toHaveClass('font-semibold')
    await expect(latest).toHaveTextContent(/Brabant Open Singles · Groups · Group A · Board 5 · \d\d:50/)
    await expect(earlier).toHaveTextContent('Jermaine Wattimena3–0Gabriel ClemensWalkover')
    await expect(within(earlier!).getByText('Walkover')).toBeVisible()
  },
}

/** No game has finished yet. */
export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Latest results' })).toBeVisible()
    await expect(canvas.getByText('No game has finished yet.')).toBeVisible()
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()
  },
}
