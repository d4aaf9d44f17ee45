import type { Game, GameState, TournamentDetail } from '@oche/api'
import { tournamentDetailFixtures } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ResultFieldsStory } from './result-fields.story-helpers'
import { SideStatsFields } from './side-stats-fields'

const { groupsRunning } = tournamentDetailFixtures

/** The first game of `detail` in `state`. */
function gameIn(detail: TournamentDetail, state: GameState): Game {
  const game = detail.games.find((each) => each.state === state)
  if (!game) throw new Error(`${detail.tournament.name} has no ${state} game`)
  return game
}

const ready = gameIn(groupsRunning, 'ready')
/** A finished game with statistics: a correction opens with them. */
const withStats: Game = {
  ...gameIn(groupsRunning, 'finished'),
  sides: [
    { ...gameIn(groupsRunning, 'finished').sides[0], one_eighties: 2, one_seven_ones: 0, high_checkouts: '121,104' },
    { ...gameIn(groupsRunning, 'finished').sides[1], one_eighties: 0, one_seven_ones: 1, high_checkouts: '' },
  ],
}
const checked = fn()

const meta = {
  title: 'screens/Manage/Play/Result dialog/Side stats fields',
  component: SideStatsFields,
  args: { game: ready, register: fn(), errors: {} },
  render: ({ game }) => (
    <ResultFieldsStory game={game} values={{ legs: ['3', '1'] }} onValid={checked}>
      {(form) => (
        <>
          <p>
            {game.sides[0].name} 3–1 {game.sides[1].name}
          </p>
          <SideStatsFields game={game} register={form.register} errors={form.formState.errors} />
        </>
      )}
    </ResultFieldsStory>
  ),
  beforeEach: () => {
    checked.mockClear()
  },
} satisfies Meta<typeof SideStatsFields>

export default meta
type Story = StoryObj<typeof meta>

const [home] = ready.sides.map((side) => side.name)
const sideOf = (canvas: HTMLElement, name: string) => within(within(canvas).getByRole('group', { name }))

/** Folded away at first: most results are entered without them. */
export const Folded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('180s, 171s and high checkouts (optional)')).toBeVisible()
    await expect(canvasElement.querySelector('details')).not.toHaveAttribute('open')
    for (const input of canvasElement.querySelectorAll('input')) await expect(input).not.toBeVisible()
  },
}

/** Opened and filled in for one player; the result goes out with them. */
export const Fill: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText('180s, 171s and high checkouts (optional)'))
    await expect(canvasElement.querySelector('details')).toHaveAttribute('open')
    const side = sideOf(canvasElement, home ?? '')
    await userEvent.type(side.getByRole('textbox', { name: '180s' }), '2')
    await userEvent.type(side.getByRole('textbox', { name: 'High checkouts' }), '121, 104')
    await expect(side.getByRole('textbox', { name: 'High checkouts' })).toHaveAccessibleDescription(
      '100 or more, separated by commas: 121, 104',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Save result' }))
    await waitFor(() => expect(checked).toHaveBeenCalledOnce())
    await expect(checked.mock.calls[0]?.[0]).toMatchObject({
      legs: [3, 1],
      stats: [{ one_eighties: 2, high_checkouts: [121, 104] }, { one_eighties: 0 }],
    })
  },
}

/** A checkout under 100 and too many 180s: each field says what it takes, and the fold stays open. */
export const CheckoutOutOfRange: Story = {
  args: { game: withStats },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText('180s, 171s and high checkouts (optional)'))
    const side = sideOf(canvasElement, withStats.sides[1].name)
    await userEvent.type(side.getByRole('textbox', { name: 'High checkouts' }), '99')
    await userEvent.type(side.getByRole('textbox', { name: '180s' }), '100')
    await userEvent.click(canvas.getByRole('button', { name: 'Save result' }))
    await waitFor(() =>
      expect(side.getByRole('textbox', { name: 'High checkouts' })).toHaveAccessibleDescription(
        /Enter checkouts from 100 to 170, separated by commas\./,
      ),
    )
    await expect(side.getByRole('textbox', { name: '180s' })).toHaveAccessibleDescription(
      /Enter a whole number from 0 to 99\./,
    )
    await expect(canvasElement.querySelector('details')).toHaveAttribute('open')
  },
}

/** A correction: the saved statistics are filled in. */
export const Saved: Story = {
  args: { game: withStats },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByText('180s, 171s and high checkouts (optional)'))
    const side = sideOf(canvasElement, withStats.sides[0].name)
    await expect(side.getByRole('textbox', { name: '180s' })).toHaveValue('2')
    await expect(side.getByRole('textbox', { name: 'High checkouts' })).toHaveValue('121,104')
    await expect(sideOf(canvasElement, withStats.sides[1].name).getByRole('textbox', { name: '171s' })).toHaveValue('1')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByText('180s, 171s and high checkouts (optional)')).toBeVisible()
  },
}
