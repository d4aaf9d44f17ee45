import { tournamentDetailFixtures } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { GroupGames } from './group-games'

const { groupsRunning, drawn } = tournamentDetailFixtures
const groupA = groupsRunning.games.filter((game) => game.group === 'A')

const meta = {
  title: 'screens/Manage/Play/Groups/Group games',
  component: GroupGames,
  args: { games: groupA, onGameSelect: fn(), labelledBy: 'group-a-games' },
  decorators: [
    (Story) => (
      <div className="flex max-w-3xl flex-col gap-2">
        <h2 id="group-a-games" className="font-semibold">
          Games of group A
        </h2>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GroupGames>

export default meta
type Story = StoryObj<typeof meta>

const rounds = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Games of group A' }))
    .getAllByRole('button')
    .map((button) => Number(/^R(\d+)/.exec(button.textContent ?? '')?.[1]))

/** Half-way through: round by round, played games with their score, each a button for its actions. */
export const Running: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const order = rounds(canvasElement)
    await expect(order).toHaveLength(groupA.length)
    await expect([...order].sort((a, b) => a - b)).toEqual(order)
    const finished = groupA.find((game) => game.state === 'finished' && game.result && !game.result.walkover)
    if (!finished?.result) throw new Error('Group A needs a finished game')
    const button = canvas.getByRole('button', {
      name: new RegExp(`${finished.sides[0].name} v ${finished.sides[1].name}`),
    })
    await expect(button).toHaveTextContent(`${finished.result.legs[0]}–${finished.result.legs[1]}`)
    await expect(within(button).getByText('Finished')).toBeVisible()
    await userEvent.click(button)
    await expect(args.onGameSelect).toHaveBeenCalledWith(finished)
  },
}

/** By keyboard: tab to a game and open it with Enter. */
export const ByKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect(args.onGameSelect).toHaveBeenCalledOnce()
  },
}

/** Just drawn: every game ready, no scores. */
export const Drawn: Story = {
  args: { games: drawn.games.filter((game) => game.group === 'A') },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).not.toHaveTextContent(/\d–\d/)
    await expect(canvas.getAllByText('Ready').length).toBeGreaterThan(0)
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button'))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('list', { name: 'Games of group A' })).toBeVisible()
  },
}
