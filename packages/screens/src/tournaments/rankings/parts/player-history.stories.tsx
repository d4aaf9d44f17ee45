import type { Meta, StoryObj } from '@storybook/react-vite'
import { createRankingHandlers, handlers, mockError, mockJson, mockPending, rankingPlayerIds } from '@oche/mocks'
import { expect, within } from 'storybook/test'
import { clubRanking } from '../story-helpers/ranking.story-helpers'
import { PlayerHistory } from './player-history'

const historyPath = '/rankings/:id/players/:participantId/history'

const meta = {
  title: 'screens/Rankings/Parts/Player history',
  component: PlayerHistory,
  args: { rankingId: clubRanking.id, participantId: rankingPlayerIds.hans, tournaments: clubRanking.tournaments },
  parameters: { msw: { handlers: [...createRankingHandlers(), ...handlers] } },
} satisfies Meta<typeof PlayerHistory>

export default meta
type Story = StoryObj<typeof meta>

const points = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

/** Hans won the spring classic; once it left the period the others passed him. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list')).toBeVisible()
    await expect(points(canvasElement)).toEqual([
      'Spring Classic (5 Apr 2025) 1st',
      expect.stringMatching(/^Autumn Cup \(12 Sept? 2026\) \d+th$/),
      expect.stringMatching(/^October Open \(10 Oct 2026\) \d+th$/),
      expect.stringMatching(/^November Open \(14 Nov 2026\) \d+th$/),
    ])
  },
}

/** A player not yet in the ranking after a tournament is said to be not ranked then. */
export const NotRankedYet: Story = {
  args: { participantId: rankingPlayerIds.bram },
  parameters: {
    msw: {
      handlers: [
        mockJson('get', historyPath, [
          { tournament_id: clubRanking.tournaments[3]?.id ?? '', date: '2025-04-05', position: null },
          { tournament_id: clubRanking.tournaments[0]?.id ?? '', date: '2026-11-14', position: 2 },
        ]),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list')).toBeVisible()
    await expect(points(canvasElement)).toEqual([
      'Spring Classic (5 Apr 2025) not ranked',
      'November Open (14 Nov 2026) 2nd',
    ])
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: [mockPending('get', historyPath), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading')).toBeInTheDocument()
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()
  },
}

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockError('get', historyPath, 500, { message: 'Server Error' }), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The positions could not be loaded.')
  },
}
