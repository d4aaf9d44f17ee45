import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FormatSummaryBox } from './format-summary-box'
import { storyTournamentValues } from './tournament-form.story-helpers'

const groups = storyTournamentValues.format

const meta = {
  title: 'screens/Manage/Tournament form/Format summary',
  component: FormatSummaryBox,
  args: { format: groups, players: 0 },
} satisfies Meta<typeof FormatSummaryBox>

export default meta
type Story = StoryObj<typeof meta>

/** Groups without players yet: the format only, no count of games. */
export const GroupsWithoutPlayers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Groups of up to 4, best 2 to the winners knockout')).toBeVisible()
    await expect(canvas.queryByText(/players:/)).not.toBeInTheDocument()
  },
}

/** Sixteen players in groups of 4 with a consolation knockout: how the groups fall and how many games. */
export const GroupsWithPlayers: Story = {
  args: { format: { ...groups, consolation: true }, players: 16 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('4 groups of 4, best 2 to the winners knockout, the rest to a consolation knockout'),
    ).toBeVisible()
    await expect(canvas.getByText('16 players: 38 games.')).toBeVisible()
  },
}

/** A half-typed group size: the box asks for it instead of a summary. */
export const Incomplete: Story = {
  args: { format: { ...groups, group_size: '' }, players: 16 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Fill in the group size and how many go through to see the summary.')).toBeVisible()
    await expect(canvas.queryByText(/players:/)).not.toBeInTheDocument()
  },
}

/** A double elimination of 8, whose grand final may be replayed: one more game then. */
export const DoubleElimination: Story = {
  args: { format: { ...groups, kind: 'doubleElimination', reset: true }, players: 8 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Double elimination: winners and losers brackets and a grand final, replayed if the losers bracket champion wins it',
      ),
    ).toBeVisible()
    await expect(canvas.getByText('8 players: 14 games (one more if the grand final is replayed).')).toBeVisible()
  },
}

/** A knockout of 13 with a match for third place. */
export const Knockout: Story = {
  args: { format: { ...groups, kind: 'knockout', third_place: true }, players: 13 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Knockout, with a match for third place')).toBeVisible()
    await expect(canvas.getByText('13 players: 13 games.')).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { format: { ...groups, kind: 'roundRobin' }, players: 6 },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByText('Round robin: everyone plays everyone once')).toBeVisible()
    await expect(canvas.getByText('6 players: 15 games.')).toBeVisible()
  },
}
