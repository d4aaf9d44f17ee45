import { matchTemplatePresets } from '@oche/darts'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, type within } from 'storybook/test'
import { CupForm } from './cup-form'
import { newCupValues } from './cup-form-values'

// The one form to add or change a cup on its own, without a page around it: what it would send is reported.

const meta = {
  title: 'screens/Competition/Cup/Cup form',
  component: CupForm,
  args: {
    mode: 'create',
    defaultValues: newCupValues(matchTemplatePresets.flemish),
    submitLabel: 'Add the cup',
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof CupForm>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

const choose = async (canvas: Canvas, label: string, option: string) => {
  await userEvent.click(canvas.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

/** A new cup: empty name, a straight draw the teams enter, no dates, the season's template. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Name of the cup')).toHaveValue('')
    await expect(canvas.getByRole('radio', { name: 'Straight draw' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Teams enter' })).toBeChecked()
    await expect(canvas.queryByLabelText('Date 1')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('combobox', { name: 'Teams per group, at most' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('combobox', { name: 'Deciding game' })).toBeVisible()
  },
}

/** Sent without a name: nothing is sent, the name is marked and gets the focus. */
export const MissingName: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add the cup' }))
    const name = canvas.getByLabelText('Name of the cup')
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    await expect(name).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** Filled in by keyboard and mouse: groups of three, the winner through, a plate, a date; sent as chosen. */
export const FillAndSend: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByLabelText('Name of the cup'), 'Spring Cup')
    await expect(canvas.getByLabelText('Web address (optional)')).toHaveAttribute('placeholder', 'spring-cup')
    await userEvent.click(canvas.getByRole('radio', { name: 'Groups, then a knockout' }))
    await choose(canvas, 'Teams per group, at most', '3')
    await choose(canvas, 'Teams through per group', '1')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Play a plate' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Every team plays' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add a date' }))
    await userEvent.type(await canvas.findByLabelText('Date 1'), '2027-03-02')
    await userEvent.click(canvas.getByRole('button', { name: 'Add the cup' }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce())
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Spring Cup',
        format: expect.objectContaining({ kind: 'groups', groupSize: 3, qualifiersPerGroup: 1, hasPlate: true }),
        entry: 'compulsory',
      }),
    )
  },
}

/** A date added by mistake is removed again. */
export const RemoveDate: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a date' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add a date' }))
    await expect(await canvas.findByLabelText('Date 2')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove date 2' }))
    await expect(canvas.queryByLabelText('Date 2')).not.toBeInTheDocument()
    await expect(canvas.getByLabelText('Date 1')).toBeVisible()
  },
}

/** A drawn cup being changed: its format and entry are fixed and say so. */
export const Drawn: Story = {
  args: { mode: 'edit', isDrawn: true, submitLabel: 'Save' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The cup has been drawn: its format and entry are fixed.')).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Straight draw' })).toBeDisabled()
    await expect(canvas.getByLabelText('Name of the cup')).toBeEnabled()
  },
}

/** A cup whose first match has started: its games are fixed. */
export const Started: Story = {
  args: { mode: 'edit', isDrawn: true, isStarted: true, submitLabel: 'Save' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('A cup match has started: its games are fixed.')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Deciding game' })).toBeDisabled()
  },
}

/** In French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Nom de la coupe')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Formule et participation' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Ajouter une date' })).toBeVisible()
  },
}

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(await canvas.findByLabelText('Name of the cup')).toBeVisible()
  },
}
