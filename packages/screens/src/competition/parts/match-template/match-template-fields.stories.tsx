import { zodResolver } from '@hookform/resolvers/zod'
import { LeagueTieBreakerSchema } from '@oche/api'
import { defaultLeagueTieBreakers, matchTemplatePresets, type LeagueTieBreaker, type MatchTemplate } from '@oche/darts'
import { Button } from '@oche/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useMemo } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { expect, fn, screen, userEvent, waitFor, within, type Mock } from 'storybook/test'
import { z } from 'zod'
import { useFormErrorMap } from '../../../app/form-errors/use-form-error-map'
import { MatchTemplateFields } from './match-template-fields'
import { templateDraft, toMatchTemplate } from './match-template-values'
import { matchTemplateDraftSchema } from './template-check'
import { TieBreakersField } from './tie-breakers-field'

type Saved = { template: MatchTemplate; tie_breakers: LeagueTieBreaker[] }

type TemplateFormProps = {
  template: MatchTemplate
  readOnly?: boolean
  onSave: (saved: Saved) => void
}

/** Stories only: the editor and the tie-break chain in a form of their own, which reports what it would send. */
function TemplateForm({ template, readOnly = false, onSave }: TemplateFormProps) {
  const intl = useIntl()
  const error = useFormErrorMap()
  const schema = useMemo(
    () => z.object({ template: matchTemplateDraftSchema(intl), tie_breakers: z.array(LeagueTieBreakerSchema).min(1) }),
    [intl],
  )
  const form = useForm({
    resolver: zodResolver(schema, { error }),
    defaultValues: { template: templateDraft(template), tie_breakers: [...defaultLeagueTieBreakers] },
  })
  const handleSubmit = form.handleSubmit((values) =>
    onSave({ template: toMatchTemplate(values.template), tie_breakers: values.tie_breakers }),
  )
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit} className="flex max-w-3xl flex-col gap-6">
        <h2 className="text-xl font-semibold">Match template</h2>
        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
          <MatchTemplateFields name="template" readOnly={readOnly} />
          <Controller
            control={form.control}
            name="tie_breakers"
            render={({ field, fieldState }) => (
              <TieBreakersField
                ref={field.ref}
                value={field.value}
                onValueChange={field.onChange}
                error={fieldState.error?.message}
                readOnly={readOnly}
              />
            )}
          />
        </fieldset>
        {readOnly ? null : (
          <Button type="submit" className="self-start">
            Save
          </Button>
        )}
      </form>
    </FormProvider>
  )
}

const meta = {
  title: 'screens/Competition/Match template',
  component: TemplateForm,
  args: { template: matchTemplatePresets.flemish, onSave: fn() },
} satisfies Meta<typeof TemplateForm>

export default meta
type Story = StoryObj<typeof meta>

const summary = () => document.querySelector('[data-slot="match-template-summary"]')
const editor = () => within(document.querySelector<HTMLElement>('[data-slot="match-template-fields"]') ?? document.body)
const game = (number: number) => within(screen.getByRole('group', { name: `Game ${number}` }))
const games = () => screen.getAllByRole('group', { name: /^Game \d+$/ })
const choose = async (scope: ReturnType<typeof within>, label: string, option: string) => {
  await userEvent.click(scope.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** The Flemish regional league's template: its games summed up, and the preset marked as in use. */
export const Flemish: Story = {
  play: async ({ canvas }) => {
    await expect(summary()).toHaveTextContent(
      '10 games: 8 singles of 501, best of 5 legs; 2 pairs of 701, best of 5 legs',
    )
    await expect(games()).toHaveLength(10)
    const preset = within(canvas.getByText('Flemish regional league').closest('li') as HTMLElement)
    await expect(preset.getByText('In use')).toBeVisible()
    await expect(preset.queryByRole('button')).not.toBeInTheDocument()
    await expect(game(5).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Pairs')
    await expect(game(5).getByRole('combobox', { name: 'Start score' })).toHaveTextContent('701')
    await expect(game(1).getByLabelText('Number of legs')).toHaveValue(5)
    await expect(canvas.getByRole('radio', { name: 'Play every game' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Points = games won' })).toBeChecked()
  },
}

/** Another league's template replaces the games and settings: the café league's, with its team game of four. */
export const ChoosePreset: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start from Dutch café league' }))
    await expect(summary()).toHaveTextContent(
      '9 games: 4 singles of 501, best of 3 legs; 4 pairs of 501, best of 3 legs; 1 team game (4 players) of 701, best of 1 leg',
    )
    await expect(summary()).toHaveFocus()
    await expect(games()).toHaveLength(9)
    await expect(game(9).getByLabelText('Players a side')).toHaveValue(4)
    await expect(editor().getByRole('status')).toHaveTextContent('Started from Dutch café league.')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce())
    await expect(sent(args.onSave).template).toEqual(matchTemplatePresets.dutchCafe)
  },
}

/** Edited games are no known template: starting from one is confirmed first, and can be declined. */
export const ChoosePresetAfterEdits: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(game(10).getByRole('button', { name: 'Remove game 10' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Start from 14 games' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Start from 14 games?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Keep mine' }))
    await expect(games()).toHaveLength(9)
    await userEvent.click(canvas.getByRole('button', { name: 'Start from 14 games' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Replace the games' }),
    )
    await waitFor(() => expect(games()).toHaveLength(14))
  },
}

/** A game added, changed, duplicated, moved and removed, with the summary following each change. */
export const EditGames: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add a game' }))
    await expect(games()).toHaveLength(11)
    await expect(game(11).getByRole('combobox', { name: 'Kind' })).toHaveFocus()
    await choose(game(11), 'Kind', 'Team game')
    await userEvent.clear(game(11).getByLabelText('Players a side'))
    await userEvent.type(game(11).getByLabelText('Players a side'), '5')
    await userEvent.click(game(11).getByRole('checkbox', { name: 'Result only' }))
    await expect(game(11).queryByRole('combobox', { name: 'Start score' })).not.toBeInTheDocument()
    await expect(summary()).toHaveTextContent('1 team game (5 players) result only, best of 3 legs')
    await userEvent.click(game(11).getByRole('button', { name: 'Move game 11 up' }))
    await expect(game(10).getByRole('button', { name: 'Move game 10 up' })).toHaveFocus()
    await expect(game(10).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Team game')
    await userEvent.click(game(1).getByRole('button', { name: 'Duplicate game 1' }))
    await expect(games()).toHaveLength(12)
    await userEvent.click(game(12).getByRole('button', { name: 'Remove game 12' }))
    await expect(game(11).getByRole('button', { name: 'Remove game 11' })).toHaveFocus()
    await expect(summary()).toHaveTextContent(/^11 games: 8 singles of 501, best of 5 legs; 2 pairs/)
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce())
    const { games: sentGames } = sent(args.onSave).template
    await expect(sentGames).toHaveLength(11)
    await expect(sentGames[10]).toEqual({ kind: 'team', players: 5, x01: null, legs: { mode: 'bestOf', count: 3 } })
  },
}

/** Moving a game from the keyboard: the focus stays on the arrow, now of the game's new place. */
export const Keyboard: Story = {
  play: async () => {
    game(3).getByRole('button', { name: 'Move game 3 down' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(game(4).getByRole('button', { name: 'Move game 4 down' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(game(5).getByRole('button', { name: 'Move game 5 down' })).toHaveFocus()
    await expect(editor().getByRole('status')).toHaveTextContent('Game 4 is now game 5.')
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    await expect(game(5).getByRole('button', { name: 'Move game 5 up' })).toHaveFocus()
    // The first game cannot go up: the focus moves to its other arrow.
    game(2).getByRole('button', { name: 'Move game 2 up' }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(game(1).getByRole('button', { name: 'Move game 1 down' })).toHaveFocus()
  },
}

/** A team game of nine: the engine's check names the game and the field, and the form is not sent. */
export const InvalidTemplate: Story = {
  args: { template: matchTemplatePresets.dutchCafe },
  play: async ({ canvas, args }) => {
    const players = game(9).getByLabelText('Players a side')
    await userEvent.clear(players)
    await userEvent.type(players, '9')
    await expect(summary()).toHaveTextContent('Game 9: A team game has 3 to 8 players a side.')
    await expect(players).toHaveAccessibleDescription('A team game has 3 to 8 players a side.')
    await expect(canvas.getByRole('group', { name: 'Game 9' }).closest('li')).toHaveAttribute('data-invalid')
    await userEvent.click(game(1).getByRole('combobox', { name: 'Start score' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Other' }))
    const other = game(1).getByLabelText('Other start score')
    await userEvent.clear(other)
    await userEvent.type(other, '1201')
    // The first game at fault is shown first.
    await expect(summary()).toHaveTextContent('Game 1: Enter a start score from 101 to 1001.')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(other).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.clear(other)
    await userEvent.type(other, '401')
    await userEvent.clear(players)
    await userEvent.type(players, '8')
    await expect(summary()).toHaveTextContent(/^9 games: 1 single of 401, best of 3 legs; 3 singles of 501/)
  },
}

/** Match points instead of games: checked together, then sent with the limit of games per player. */
export const MatchPoints: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Match points' }))
    const points = within(canvas.getByRole('group', { name: 'Match points' }))
    await expect(points.getByLabelText('Win')).toHaveValue(2)
    await userEvent.clear(points.getByLabelText('Draw'))
    await userEvent.type(points.getByLabelText('Draw'), '3')
    await expect(points.getByLabelText('Win')).toHaveAccessibleDescription(
      'Match points are whole numbers from 0 to 10: a win is worth more than a loss, and a draw is in between.',
    )
    await userEvent.clear(points.getByLabelText('Draw'))
    await userEvent.type(points.getByLabelText('Draw'), '1')
    await userEvent.click(canvas.getByRole('radio', { name: 'Stop when decided' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Limit the games one player plays' }))
    await userEvent.clear(canvas.getByLabelText('Most games per player'))
    await userEvent.type(canvas.getByLabelText('Most games per player'), '3')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce())
    await expect(sent(args.onSave).template).toMatchObject({
      play: 'untilDecided',
      points: { kind: 'match', win: 2, draw: 1, loss: 0 },
      maxGamesPerPlayer: 3,
    })
  },
}

/** The tie-break chain: a criterion removed, added back at the end and moved up, from the keyboard too. */
export const TieBreakers: Story = {
  play: async ({ canvas, args }) => {
    const chain = within(canvas.getByRole('group', { name: 'Order of the standings when tied' }))
    const order = () => chain.getAllByRole('listitem').map((item) => item.getAttribute('data-criterion'))
    await expect(order().slice(0, 5)).toEqual(['points', 'matchesWon', 'headToHead', 'gamesWon', 'legDifference'])
    await userEvent.click(chain.getByRole('button', { name: 'Remove Head to head' }))
    await expect(chain.getByRole('button', { name: 'Remove Games won' })).toHaveFocus()
    await userEvent.click(chain.getByRole('button', { name: 'Add Head to head' }))
    await expect(chain.getByRole('button', { name: 'Move Head to head up' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(chain.getByRole('button', { name: 'Move Head to head up' })).toHaveFocus()
    await expect(chain.getByRole('status')).toHaveTextContent('Head to head: now number 4.')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce())
    await expect(sent(args.onSave).tie_breakers).toEqual([
      'points',
      'matchesWon',
      'gamesWon',
      'headToHead',
      'legDifference',
    ])
  },
}

/** Shown only: no presets, no buttons, every field off. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
    await expect(game(1).getByRole('combobox', { name: 'Kind' })).toBeDisabled()
    await expect(game(1).getByLabelText('Number of legs')).toBeDisabled()
    await expect(summary()).toHaveTextContent(/^10 games:/)
  },
}

/** On a phone the fields of a game stack two by two, with its buttons beside its title. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expect(game(1).getByRole('button', { name: 'Remove game 1' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { template: matchTemplatePresets.dutchCafe },
  play: async () => {
    await expect(game(9).getByLabelText('Players a side')).toHaveValue(4)
  },
}

/** In German: Einzel, Doppel, Mannschaftsspiel. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { template: matchTemplatePresets.dutchCafe },
  play: async () => {
    await expect(summary()).toHaveTextContent(/^9 Spiele: 4 Einzel/)
  },
}

/** What the form sent first (`onSave` is a mock function). */
function sent(onSave: TemplateFormProps['onSave']): Saved {
  return (onSave as Mock).mock.calls[0]?.[0] as Saved
}
