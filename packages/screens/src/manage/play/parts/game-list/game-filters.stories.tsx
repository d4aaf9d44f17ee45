import { tournamentDetailFixtures } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { allGames } from './filter-games'
import { GameFilters, type GameFiltersProps } from './game-filters'

const { groupsRunning, knockoutsRunning, pairs } = tournamentDetailFixtures

/** The filters holding their own value, as the game list does, reporting each change. */
function HeldGameFilters(args: GameFiltersProps) {
  const [value, setValue] = useState(args.value)
  return (
    <GameFilters
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        args.onValueChange(next)
      }}
    />
  )
}

const meta = {
  title: 'screens/Manage/Play/Game filters',
  component: GameFilters,
  args: { games: groupsRunning.games, value: allGames, onValueChange: fn() },
  render: (args) => <HeldGameFilters {...args} />,
} satisfies Meta<typeof GameFilters>

export default meta
type Story = StoryObj<typeof meta>

const optionNames = async () => (await screen.findAllByRole('option')).map((option) => option.textContent)

/** Groups and knockouts drawn: narrowed by state and group, then everything shown again. */
export const StateAndGroup: Story = {
  play: async ({ args, canvas }) => {
    const search = canvas.getByRole('search')
    await expect(within(search).queryByRole('button', { name: 'Show all games' })).toBeNull()
    await userEvent.click(canvas.getByRole('combobox', { name: 'State' }))
    await expect(await optionNames()).toEqual([
      'All',
      'Ready',
      'Called',
      'Live',
      'Waiting',
      'Finished',
      'Walkover',
      'Bye',
    ])
    await userEvent.click(screen.getByRole('option', { name: 'Finished' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ ...allGames, state: 'finished' })
    await userEvent.click(canvas.getByRole('combobox', { name: 'Group or round' }))
    await expect(await optionNames()).toEqual(
      expect.arrayContaining(['All', 'Group A', 'Group B', 'Winners knockout · Semi-final']),
    )
    await userEvent.click(screen.getByRole('option', { name: 'Group B' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ state: 'finished', stage: 'all', part: 'group:B' })
    await userEvent.click(canvas.getByRole('button', { name: 'Show all games' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith(allGames)
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveTextContent('All')
    await expect(canvas.queryByRole('button', { name: 'Show all games' })).toBeNull()
  },
}

/** Choosing a stage lists only its rounds, named without the stage, and forgets the round chosen before. */
export const RoundsFollowTheStage: Story = {
  args: { games: knockoutsRunning.games, value: { ...allGames, part: 'group:A' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Group or round' })).toHaveTextContent('Group A')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stage' }))
    await expect(await optionNames()).toEqual(['All', 'Groups', 'Winners knockout', 'Consolation knockout'])
    await userEvent.click(screen.getByRole('option', { name: 'Consolation knockout' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ state: 'all', stage: 'consolationKo', part: 'all' })
    await userEvent.click(canvas.getByRole('combobox', { name: 'Group or round' }))
    const rounds = await optionNames()
    await expect(rounds[0]).toBe('All')
    await expect(rounds).not.toContain('Group A')
    await expect(rounds.slice(1).every((name) => !name?.includes('·'))).toBe(true)
    await userEvent.keyboard('{Escape}')
  },
}

/** A round robin has one stage: no stage filter, the rounds by themselves. */
export const SingleStage: Story = {
  args: { games: pairs.games },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Stage' })).toBeNull()
    await expect(canvas.getByRole('combobox', { name: 'State' })).toBeVisible()
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { value: { state: 'live', stage: 'all', part: 'all' } },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('search')
    await expect(search.scrollWidth).toBeLessThanOrEqual(search.clientWidth)
    await expect(canvas.getByRole('button', { name: 'Show all games' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stage' }))
    await expect(await screen.findByRole('option', { name: 'Winners knockout' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}
