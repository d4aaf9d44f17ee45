import type { Game, TournamentDetail } from '@oche/api'
import { tournamentDetailFixtures } from '@oche/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { allowsDraw } from './check-result-legs'
import { LegsFields } from './legs-fields'
import { ResultFieldsStory } from './result-fields.story-helpers'

const { groupsRunning } = tournamentDetailFixtures

/** The first game of `detail` still to be played in `stage`. */
function openGame(detail: TournamentDetail, stage: string): Game {
  const game = detail.games.find((each) => each.stage === stage && (each.state === 'ready' || each.state === 'called'))
  if (!game) throw new Error(`${detail.tournament.name} has no open ${stage} game`)
  return game
}

const groupGame = openGame(groupsRunning, 'groups')
const checked = fn()

const meta = {
  title: 'screens/Manage/Play/Result dialog/Legs fields',
  component: LegsFields,
  args: {
    game: groupGame,
    allowsDraw: true,
    legs: ['', ''],
    onLegsChange: fn(),
    register: () => ({
      name: 'legs.0',
      onChange: async () => undefined,
      onBlur: async () => undefined,
      ref: () => undefined,
    }),
    error: undefined,
  },
  render: ({ game }) => (
    <ResultFieldsStory game={game} onValid={checked}>
      {(form) => (
        <LegsFields
          game={game}
          allowsDraw={allowsDraw(game.stage)}
          legs={form.legs}
          onLegsChange={(next) => {
            form.setValue('legs', next, { shouldDirty: true })
            form.clearErrors('legs')
          }}
          register={(side) => form.register(`legs.${side}`, { onChange: () => form.clearErrors('legs') })}
          error={form.formState.errors.legs?.message}
        />
      )}
    </ResultFieldsStory>
  ),
  beforeEach: () => {
    checked.mockClear()
  },
} satisfies Meta<typeof LegsFields>

export default meta
type Story = StoryObj<typeof meta>

const [home, away] = groupGame.sides.map((side) => side.name)

/** A group game, first to 3: one tap on a final score fills both players' legs. */
export const QuickScore: Story = {
  play: async ({ canvas }) => {
    const scores = within(canvas.getByRole('group', { name: 'Final scores' }))
    await userEvent.click(scores.getByRole('button', { name: '3–1' }))
    await expect(scores.getByRole('button', { name: '3–1' })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('textbox', { name: home })).toHaveValue('3')
    await expect(canvas.getByRole('textbox', { name: away })).toHaveValue('1')
    await userEvent.click(canvas.getByRole('button', { name: 'Save result' }))
    await waitFor(() => expect(checked).toHaveBeenCalledWith(expect.objectContaining({ kind: 'played', legs: [3, 1] })))
  },
}

/** Stepping with − and +, as at the side of the board; − is off at nought, + at the most legs a player can win. */
export const Steppers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `One less for ${home}` })).toBeDisabled()
    const more = canvas.getByRole('button', { name: `One more for ${home}` })
    await userEvent.click(more)
    await userEvent.click(more)
    await userEvent.click(more)
    await expect(canvas.getByRole('textbox', { name: home })).toHaveValue('3')
    await expect(more).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: `One less for ${home}` }))
    await expect(canvas.getByRole('textbox', { name: home })).toHaveValue('2')
  },
}

/** Typed legs that cannot end the game: the error is on the score, and picking a final score clears it. */
export const ImpossibleScore: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: home }), '5')
    await userEvent.type(canvas.getByRole('textbox', { name: away }), '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Save result' }))
    const scoreField = canvas.getByRole('group', { name: 'Legs won' })
    await waitFor(() => expect(scoreField).toHaveAccessibleDescription('This score cannot end a game of this format.'))
    await expect(canvas.getByRole('textbox', { name: home })).toHaveAttribute('aria-invalid', 'true')
    await expect(checked).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: '3–0' }))
    await expect(scoreField).not.toHaveAccessibleDescription()
  },
}

/** Nothing entered. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save result' }))
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Legs won' })).toHaveAccessibleDescription(
        'Enter the legs each player won.',
      ),
    )
  },
}

/** A knockout game has no level final scores to pick. */
export const Knockout: Story = {
  args: { game: { ...groupGame, stage: 'winnersKo' } },
  play: async ({ canvas }) => {
    const scores = within(canvas.getByRole('group', { name: 'Final scores' }))
    for (const button of scores.getAllByRole('button')) {
      const [a, b] = (button.textContent ?? '').split('–')
      await expect(a).not.toBe(b)
    }
  },
}

/** Set play: the sets each player won. */
export const Sets: Story = {
  args: { game: { ...groupGame, format: { kind: 'sets', sets: 2, legsPerSet: 3 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Sets won' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '2–1' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save result' }))
    await waitFor(() => expect(checked).toHaveBeenCalledWith(expect.objectContaining({ legs: [2, 1] })))
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `One more for ${away}` })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('group', { name: 'Final scores' })).toBeVisible()
  },
}
