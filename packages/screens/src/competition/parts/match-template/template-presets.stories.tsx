import type { MatchTemplateInput } from '@oche/api'
import { matchTemplatePresets, type MatchTemplate } from '@oche/darts'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { templateDraft, toMatchTemplate } from './match-template-values'
import { TemplatePresets, type PresetName } from './template-presets'

// The templates of known leagues to start from, as the match template editor offers them.

type PresetsProps = { current: MatchTemplateInput; onChoose: (preset: PresetName) => void }

/** Stories only: the presets over a template the story holds, which a chosen preset replaces. */
function Presets({ current: initial, onChoose }: PresetsProps) {
  const [current, setCurrent] = useState(initial)
  return (
    <div className="max-w-2xl">
      <TemplatePresets
        current={current}
        onChoose={(preset) => {
          setCurrent(asInput(matchTemplatePresets[preset]))
          onChoose(preset)
        }}
      />
    </div>
  )
}

/** A template as the form sends it. */
const asInput = (template: MatchTemplate): MatchTemplateInput => toMatchTemplate(templateDraft(template))

/** The Flemish template with its last four games taken off: no known league's. */
const ownTemplate = asInput({
  ...matchTemplatePresets.flemish,
  games: matchTemplatePresets.flemish.games.slice(0, 6),
})

const meta = {
  title: 'screens/Competition/Match template/Presets',
  component: Presets,
  args: { current: asInput(matchTemplatePresets.flemish), onChoose: fn() },
} satisfies Meta<typeof Presets>

export default meta
type Story = StoryObj<typeof meta>

const preset = (name: string) => within(screen.getByText(name).closest('li') as HTMLElement)

/** The template is the Flemish league's: marked in use, without a button; the others switch at once. */
export const KnownInUse: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('group', { name: 'Start from a known league' })).toBeVisible()
    await expect(preset('Flemish regional league').getByText('In use')).toBeVisible()
    await expect(preset('Flemish regional league').queryByRole('button')).not.toBeInTheDocument()
    const choose = canvas.getByRole('button', { name: 'Start from Dutch café league' })
    await expect(choose).toHaveAccessibleDescription(/4 singles and 4 pairs of 501/)
    await userEvent.click(choose)
    await expect(args.onChoose).toHaveBeenCalledWith('dutchCafe')
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await expect(preset('Dutch café league').getByText('In use')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Start from Flemish regional league' })).toBeVisible()
  },
}

/** An own template: choosing a preset asks first; keeping mine changes nothing. */
export const OwnTemplateKeep: Story = {
  args: { current: ownTemplate },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('button', { name: 'Start from Flemish regional league' })).toBeVisible()
    await expect(canvas.queryByText('In use')).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Start from 14 games' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Start from 14 games?' })
    await expect(dialog).toHaveAccessibleDescription(
      'Its games and settings replace the ones below. Nothing is saved until you save.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }))
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    await expect(args.onChoose).not.toHaveBeenCalled()
    await expect(canvas.getByRole('button', { name: 'Start from 14 games' })).toHaveFocus()
  },
}

/** An own template: confirming by keyboard replaces it, and the preset is then in use. */
export const OwnTemplateReplace: Story = {
  args: { current: ownTemplate },
  play: async ({ canvas, args }) => {
    const choose = await canvas.findByRole('button', { name: 'Start from Flemish regional league' })
    choose.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('alertdialog', { name: 'Start from Flemish regional league?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace the games' }))
    await expect(args.onChoose).toHaveBeenCalledWith('flemish')
    await expect(await preset('Flemish regional league').findByText('In use')).toBeVisible()
  },
}

/** In Dutch. */
export const Dutch: Story = {
  globals: { locale: 'nl' },
  args: { current: ownTemplate },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('group', { name: 'Vertrekken van een bekende competitie' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Vertrekken van 14 partijen' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Vertrekken van 14 partijen?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mijn partijen houden' }))
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  },
}

/** In the dark theme, with the confirmation open. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { current: ownTemplate },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await userEvent.click(await canvas.findByRole('button', { name: 'Start from Dutch café league' }))
    await expect(await screen.findByRole('alertdialog', { name: 'Start from Dutch café league?' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  },
}
