import { matchTemplatePresets, type MatchTemplate } from '@oche/darts'
import { Button } from '@oche/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import type { GameField } from './game-row'
import { templateDraft, type MatchTemplateDraft } from './match-template-values'
import { ScoreFields } from './score-fields'

// A game's start score (a common one, or another typed in) and the rules that start and end its legs.

type ScoreFormProps = {
  template: MatchTemplate
  /** A problem the template check found on one of the fields. */
  problem?: { field: GameField; message: string }
  onSave: (game: MatchTemplateDraft['games'][number]) => void
}

/** Stories only: the first game's score fields in a form of their own, which reports the game it would send. */
function ScoreForm({ template, problem, onSave }: ScoreFormProps) {
  const form = useForm<{ template: MatchTemplateDraft }>({ defaultValues: { template: templateDraft(template) } })
  const startScore = useWatch({ control: form.control, name: 'template.games.0.startScore' })
  const handleSubmit = form.handleSubmit((values) => {
    const game = values.template.games[0]
    if (game) onSave(game)
  })
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit} className="flex max-w-3xl flex-col gap-6">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <ScoreFields
            path="template.games.0"
            startScore={startScore}
            errorOf={(field) => (problem?.field === field ? problem.message : undefined)}
          />
        </div>
        <Button type="submit" className="self-start">
          Save
        </Button>
      </form>
    </FormProvider>
  )
}

/** A single of 451, double in, master out: a start score of no common choice. */
const unusual: MatchTemplate = {
  ...matchTemplatePresets.flemish,
  games: [
    {
      kind: 'singles',
      players: 1,
      x01: { startScore: 451, inRule: 'double', outRule: 'master' },
      legs: { mode: 'bestOf', count: 3 },
    },
  ],
}

const meta = {
  title: 'screens/Competition/Match template/Score fields',
  component: ScoreForm,
  args: { template: matchTemplatePresets.flemish, onSave: fn() },
} satisfies Meta<typeof ScoreForm>

export default meta
type Story = StoryObj<typeof meta>

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** The Flemish single: 501, straight in, double out; no field to type a score. */
export const Common: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Start score' })).toHaveTextContent('501')
    await expect(canvas.getByRole('combobox', { name: 'Start of a leg' })).toHaveTextContent('Straight in')
    await expect(canvas.getByRole('combobox', { name: 'End of a leg' })).toHaveTextContent('Double out')
    await expect(canvas.queryByLabelText('Other start score')).not.toBeInTheDocument()
  },
}

/** Choosing another score and rules: the admin types 451 and picks master out. */
export const ChooseOther: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('combobox', { name: 'Start score' })
    await choose('Start score', 'Other')
    const other = await canvas.findByLabelText('Other start score')
    await userEvent.clear(other)
    await userEvent.type(other, '451')
    await choose('Start of a leg', 'Double in')
    await choose('End of a leg', 'Master out')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce())
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ startScore: 'other', otherStartScore: 451, inRule: 'double', outRule: 'master' }),
    )
  },
}

/** A saved start score of no common choice: shown as "Other" with the number filled in. */
export const Unusual: Story = {
  args: { template: unusual },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Start score' })).toHaveTextContent('Other')
    await expect(canvas.getByLabelText('Other start score')).toHaveValue(451)
    await expect(canvas.getByRole('combobox', { name: 'Start of a leg' })).toHaveTextContent('Double in')
  },
}

/** The template check's problem on the typed score: shown under it, and the field is marked invalid. */
export const Invalid: Story = {
  args: { template: unusual, problem: { field: 'otherStartScore', message: 'Type a start score from 101 to 1001.' } },
  play: async ({ canvas }) => {
    const other = await canvas.findByLabelText('Other start score')
    await expect(other).toHaveAccessibleDescription('Type a start score from 101 to 1001.')
    await expect(other).toHaveAttribute('aria-invalid', 'true')
  },
}

/** By keyboard: the start score opened with Enter and 701 picked with the arrows. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const score = await canvas.findByRole('combobox', { name: 'Start score' })
    score.focus()
    await userEvent.keyboard('{Enter}')
    await expect(await screen.findByRole('listbox')).toBeVisible()
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(score).toHaveTextContent('701')
    await expect(score).toHaveFocus()
  },
}

/** In German. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { template: unusual },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Startpunktzahl' })).toBeVisible()
    await expect(canvas.getByLabelText('Andere Startpunktzahl')).toHaveValue(451)
    await expect(canvas.getByRole('combobox', { name: 'Ende eines Legs' })).toBeVisible()
  },
}

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('combobox', { name: 'Start score' })).toBeVisible()
  },
}
