import type { Meta, StoryObj } from '@storybook/react-vite'
import { buildRankingDetail } from '@oche/api'
import { mockError, rankingSnapshotFixtures, recordRequests, userFixture } from '@oche/mocks'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { forgetStoryToken } from '../../../accounts/story-helpers/account.story-helpers'
import { rankingHandlers } from '../story-helpers/rankings.story-helpers'
import { DeleteRankingSection } from './delete-ranking-section'

const ranking = buildRankingDetail(rankingSnapshotFixtures.club, true)
const rankingPath = `/rankings/${ranking.id}`
const deleteCalls = recordRequests('delete', rankingPath)

const meta = {
  title: 'screens/Manage/Rankings/Edit/Delete section',
  component: DeleteRankingSection,
  args: { ranking },
  parameters: {
    page: true,
    user: userFixture,
    pathname: `/manage/rankings/${ranking.id}/edit`,
    msw: { handlers: [deleteCalls.handler, ...rankingHandlers()] },
  },
  beforeEach: () => {
    forgetStoryToken()
    deleteCalls.requests.length = 0
  },
} satisfies Meta<typeof DeleteRankingSection>

export default meta
type Story = StoryObj<typeof meta>

const openConfirmation = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Delete this ranking' }))
  return within(await screen.findByRole('alertdialog', { name: `Delete ${ranking.name}?` }))
}

/** It asks first, saying what stays; only “Delete for good” deletes, and the organiser lands on their rankings. */
export const AsksThenDeletes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Delete ranking' })).toHaveTextContent(
      'Its tournaments and their results stay.',
    )
    const dialog = await openConfirmation(canvas)
    await expect(dialog.getByText(/The tournaments and their results stay as they are/)).toBeVisible()
    await expect(deleteCalls.requests).toHaveLength(0)
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for good' }))
    await waitFor(() => expect(canvas.getByTestId('navigation')).toHaveTextContent(/\/manage\/rankings$/))
    await expect(deleteCalls.requests).toHaveLength(1)
    await expect(await screen.findByText(`${ranking.name} is deleted`)).toBeInTheDocument()
  },
}

/** “Keep it” closes the question and nothing is deleted. */
export const KeepIt: Story = {
  play: async ({ canvas }) => {
    const dialog = await openConfirmation(canvas)
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    await expect(deleteCalls.requests).toHaveLength(0)
    await expect(canvas.getByRole('button', { name: 'Delete this ranking' })).toHaveFocus()
  },
}

/** A failed delete says why and keeps the question open, on the same page. */
export const DeleteFails: Story = {
  parameters: {
    msw: { handlers: [mockError('delete', rankingPath, 500, { message: 'Server Error' }), ...rankingHandlers()] },
  },
  play: async ({ canvas }) => {
    const dialog = await openConfirmation(canvas)
    await userEvent.click(dialog.getByRole('button', { name: 'Delete for good' }))
    await expect(await screen.findByText('Server Error')).toBeInTheDocument()
    await expect(screen.getByRole('alertdialog')).toBeVisible()
    await expect(canvas.getByTestId('navigation')).not.toHaveTextContent(/\/manage\/rankings$/)
  },
}
