import { matchTemplatePresets, type MatchTemplate } from '@oche/darts'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormProvider, useFieldArray, useForm } from 'react-hook-form'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { GameRow, type GameField } from './game-row'
import { templateDraft, type MatchTemplateDraft } from './match-template-values'

// One game of the match template: its kind, scoring and legs, with the buttons to order the list.

type GamesProps = {
  template: MatchTemplate
  readOnly?: boolean
  /** Whether another game fits in the template. */
  canAdd?: boolean
  /** The template check's problem on the first game. */
  problem?: { field: GameField; message: string }
  onMove: (index: number, step: -1 | 1) => void
}

/** Stories only: the template's games as rows in a form, moved, copied and removed as the editor does. */
function Games({ template, readOnly = false, canAdd = true, problem, onMove }: GamesProps) {
  const form = useForm<{ template: MatchTemplateDraft }>({ defaultValues: { template: templateDraft(template) } })
  const { fields, move, insert, remove } = useFieldArray({ control: form.control, name: 'template.games' })
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => event.preventDefault()} className="max-w-3xl">
        <ol className="flex flex-col gap-3">
          {fields.map((field, index) => (
            <GameRow
              key={field.id}
              name="template"
              index={index}
              count={fields.length}
              readOnly={readOnly}
              canAdd={canAdd}
              problem={index === 0 ? (problem ?? null) : null}
              onMove={(at, step) => {
                move(at, at + step)
                onMove(at, step)
              }}
              onDuplicate={(at) => insert(at + 1, { ...form.getValues(`template.games.${at}`) })}
              onRemove={(at) => remove(at)}
              buttonIdPrefix={field.id}
            />
          ))}
        </ol>
      </form>
    </FormProvider>
  )
}

/** Two games: a single of 501 and a team game of 4 players, result only. */
const twoGames: MatchTemplate = {
  ...matchTemplatePresets.flemish,
  games: [
    {
      kind: 'singles',
      players: 1,
      x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
      legs: { mode: 'bestOf', count: 5 },
    },
    { kind: 'team', players: 4, x01: null, legs: { mode: 'playAll', count: 2 } },
  ],
}

const meta = {
  title: 'screens/Competition/Match template/Game row',
  component: Games,
  args: { template: twoGames, onMove: fn() },
} satisfies Meta<typeof Games>

export default meta
type Story = StoryObj<typeof meta>

const game = (number: number) => within(screen.getByRole('group', { name: `Game ${number}` }))
const choose = async (scope: ReturnType<typeof within>, label: string, option: string) => {
  await userEvent.click(scope.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** Each game as saved: the single with its score fields, the team game with its players and no score fields. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Game 1' })).toBeVisible()
    await expect(game(1).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Singles')
    await expect(game(1).getByRole('combobox', { name: 'Start score' })).toHaveTextContent('501')
    await expect(game(1).getByLabelText('Number of legs')).toHaveValue(5)
    await expect(game(1).getByRole('button', { name: 'Move game 1 up' })).toBeDisabled()
    await expect(game(2).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Team game')
    await expect(game(2).getByLabelText('Players a side')).toHaveValue(4)
    await expect(game(2).getByRole('checkbox', { name: 'Result only' })).toBeChecked()
    await expect(game(2).queryByRole('combobox', { name: 'Start score' })).not.toBeInTheDocument()
    await expect(game(2).getByRole('button', { name: 'Move game 2 down' })).toBeDisabled()
  },
}

/** Turning the single into a team game asks for its players; unticking "result only" brings the score back. */
export const ChangeKind: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: 'Game 1' })
    await expect(game(1).queryByLabelText('Players a side')).not.toBeInTheDocument()
    await choose(game(1), 'Kind', 'Team game')
    await expect(await game(1).findByLabelText('Players a side')).toBeVisible()
    await userEvent.click(game(2).getByRole('checkbox', { name: 'Result only' }))
    await expect(await game(2).findByRole('combobox', { name: 'Start score' })).toHaveTextContent('501')
    const legs = game(2).getByLabelText('Number of legs')
    await userEvent.clear(legs)
    await userEvent.type(legs, '3')
    await expect(legs).toHaveValue(3)
  },
}

/** Moving, copying and removing games with the row's buttons, by keyboard. */
export const OrderByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const down = await canvas.findByRole('button', { name: 'Move game 1 down' })
    down.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onMove).toHaveBeenCalledWith(0, 1)
    await expect(game(1).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Team game')
    await expect(game(2).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Singles')
    await userEvent.click(game(2).getByRole('button', { name: 'Duplicate game 2' }))
    await expect(await canvas.findByRole('group', { name: 'Game 3' })).toBeVisible()
    await expect(game(3).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Singles')
    await userEvent.click(game(1).getByRole('button', { name: 'Remove game 1' }))
    await expect(canvas.queryByRole('group', { name: 'Game 3' })).not.toBeInTheDocument()
    await expect(game(1).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Singles')
  },
}

/** A single game left: it cannot be removed; a full template: none can be copied. */
export const LastGameFull: Story = {
  args: { template: { ...twoGames, games: twoGames.games.slice(0, 1) }, canAdd: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Remove game 1' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Duplicate game 1' })).toBeDisabled()
  },
}

/** The template check's problem on the first game's legs: shown beside the field. */
export const Invalid: Story = {
  args: { problem: { field: 'legsCount', message: 'A game has 1 to 21 legs.' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('group', { name: 'Game 1' })
    const legs = game(1).getByLabelText('Number of legs')
    await expect(legs).toHaveAttribute('aria-invalid', 'true')
    await expect(legs).toHaveAccessibleDescription('A game has 1 to 21 legs.')
    await expect(game(2).getByLabelText('Number of legs')).not.toHaveAttribute('aria-invalid')
  },
}

/** Shown only: no buttons to order the games. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Game 1' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Move game|Remove game|Duplicate game/ })).not.toBeInTheDocument()
  },
}

/** In German. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    const first = within(await canvas.findByRole('group', { name: 'Spiel 1' }))
    await expect(first.getByRole('combobox', { name: 'Art' })).toBeVisible()
    await expect(first.getByLabelText('Anzahl Legs')).toHaveValue(5)
    await expect(first.getByRole('checkbox', { name: 'Nur Ergebnis' })).not.toBeChecked()
    const second = within(canvas.getByRole('group', { name: 'Spiel 2' }))
    await expect(second.getByRole('checkbox', { name: 'Nur Ergebnis' })).toBeChecked()
  },
}

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('group', { name: 'Game 2' })).toBeVisible()
  },
}
