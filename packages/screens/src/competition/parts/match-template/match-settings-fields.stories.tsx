import { matchTemplatePresets, type MatchTemplate } from '@oche/darts'
import { Button } from '@oche/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { FormProvider, useForm } from 'react-hook-form'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { MatchSettingsFields, type MatchSettingsFieldsProps } from './match-settings-fields'
import { templateDraft, type MatchTemplateDraft } from './match-template-values'

// How far a match is played, how it earns points and how many games one player may play.

type SettingsFormProps = {
  template: MatchTemplate
  problem?: MatchSettingsFieldsProps['problem']
  onSave: (template: MatchTemplateDraft) => void
}

/** Stories only: the match settings in a form of their own, which reports the draft it would send. */
function SettingsForm({ template, problem = null, onSave }: SettingsFormProps) {
  const form = useForm<{ template: MatchTemplateDraft }>({ defaultValues: { template: templateDraft(template) } })
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => onSave(values.template))}
        className="flex max-w-3xl flex-col gap-6"
      >
        <MatchSettingsFields name="template" problem={problem} />
        <Button type="submit" className="self-start">
          Save
        </Button>
      </form>
    </FormProvider>
  )
}

/** The Flemish template with match points 3-1-0 and at most 3 games a player. */
const withMatchPoints: MatchTemplate = {
  ...matchTemplatePresets.flemish,
  points: { kind: 'match', win: 3, draw: 1, loss: 0 },
  maxGamesPerPlayer: 3,
}

const meta = {
  title: 'screens/Competition/Match template/Match settings',
  component: SettingsForm,
  args: { template: matchTemplatePresets.flemish, onSave: fn() },
} satisfies Meta<typeof SettingsForm>

export default meta
type Story = StoryObj<typeof meta>

/** The Flemish settings: every game played, a point a game, no limit per player. */
export const GamePoints: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Play every game' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Points = games won' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Limit the games one player plays' })).not.toBeChecked()
    await expect(canvas.queryByRole('group', { name: 'Match points' })).not.toBeInTheDocument()
    await expect(canvas.queryByLabelText('Most games per player')).not.toBeInTheDocument()
  },
}

/** Switching to match points and a limit: their fields appear, are filled in and sent. */
export const ChooseMatchPoints: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Stop when decided' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Match points' }))
    const points = await canvas.findByRole('group', { name: 'Match points' })
    await expect(points).toBeVisible()
    const win = canvas.getByLabelText('Win')
    await userEvent.clear(win)
    await userEvent.type(win, '3')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Limit the games one player plays' }))
    const most = await canvas.findByLabelText('Most games per player')
    await userEvent.clear(most)
    await userEvent.type(most, '2')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce())
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        play: 'untilDecided',
        pointsKind: 'match',
        win: 3,
        limitGames: true,
        maxGamesPerPlayer: 2,
      }),
    )
  },
}

/** Saved with match points and a limit: both shown filled. */
export const Filled: Story = {
  args: { template: withMatchPoints },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Match points' })).toBeChecked()
    await expect(canvas.getByLabelText('Win')).toHaveValue(3)
    await expect(canvas.getByLabelText('Draw')).toHaveValue(1)
    await expect(canvas.getByLabelText('Loss')).toHaveValue(0)
    await expect(canvas.getByLabelText('Most games per player')).toHaveValue(3)
  },
}

/** The template check's problems: on the match points and on the limit, each beside its fields. */
export const Invalid: Story = {
  args: { template: withMatchPoints, problem: { field: 'win', message: 'A win must earn more than a draw.' } },
  play: async ({ canvas }) => {
    const win = await canvas.findByLabelText('Win')
    await expect(win).toHaveAttribute('aria-invalid', 'true')
    await expect(win).toHaveAccessibleDescription('A win must earn more than a draw.')
    await expect(canvas.getByLabelText('Most games per player')).not.toHaveAttribute('aria-invalid')
  },
}

/** Too many games for one player. */
export const InvalidLimit: Story = {
  args: {
    template: withMatchPoints,
    problem: { field: 'maxGamesPerPlayer', message: 'Nobody can play that many games.' },
  },
  play: async ({ canvas }) => {
    const most = await canvas.findByLabelText('Most games per player')
    await expect(most).toHaveAccessibleDescription('Nobody can play that many games.')
    await expect(most).toHaveAttribute('aria-invalid', 'true')
  },
}

/** By keyboard: the arrows move between the radios, Space ticks the limit. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const every = await canvas.findByRole('radio', { name: 'Play every game' })
    every.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('radio', { name: 'Stop when decided' })).toBeChecked()
    const limit = canvas.getByRole('checkbox', { name: 'Limit the games one player plays' })
    limit.focus()
    await userEvent.keyboard(' ')
    await expect(limit).toBeChecked()
    await expect(await canvas.findByLabelText('Most games per player')).toBeVisible()
  },
}

/** In German. */
export const German: Story = {
  globals: { locale: 'de' },
  args: { template: withMatchPoints },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Aufhören, sobald entschieden' })).toBeVisible()
    await expect(canvas.getByLabelText('Sieg')).toHaveValue(3)
    await expect(canvas.getByLabelText('Höchstzahl Spiele pro Spieler')).toHaveValue(3)
  },
}

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { template: withMatchPoints },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByRole('group', { name: 'Match points' })).toBeVisible()
  },
}
