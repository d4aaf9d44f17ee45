import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { GameSettingsSection } from './game-settings-section'
import {
  storyTournamentValues,
  withTournamentForm,
  type TournamentFormStoryParameters,
} from './tournament-form.story-helpers'

const meta = {
  title: 'screens/Manage/Tournament form/Game settings section',
  component: GameSettingsSection,
  decorators: [withTournamentForm],
  args: { isLocked: false },
} satisfies Meta<typeof GameSettingsSection>

export default meta
type Story = StoryObj<typeof meta>

const phases = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll<HTMLElement>('section[data-stage]')].map(
    (section) => section.querySelector('h3')?.textContent,
  )

/** Groups, then knockout: the group stage and the knockout, each with its own settings. */
export const GroupsKnockout: Story = {
  play: async ({ canvasElement }) => {
    await expect(phases(canvasElement)).toEqual(['Group stage', 'Knockout'])
    const knockout = within(within(canvasElement).getByRole('region', { name: 'Knockout' }))
    await userEvent.click(knockout.getByRole('radio', { name: '701' }))
    await expect(knockout.getByRole('radio', { name: '701' })).toBeChecked()
    await expect(
      within(within(canvasElement).getByRole('region', { name: 'Group stage' })).getByRole('radio', { name: '501' }),
    ).toBeChecked()
  },
}

/** With a consolation knockout it gets settings of its own. */
export const WithConsolation: Story = {
  parameters: {
    tournamentForm: {
      values: { format: { ...storyTournamentValues.format, consolation: true } },
    } satisfies TournamentFormStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(phases(canvasElement)).toEqual(['Group stage', 'Winners knockout', 'Consolation knockout'])
  },
}

/** A double elimination is one phase, with its finals to lengthen. */
export const DoubleElimination: Story = {
  parameters: {
    tournamentForm: {
      values: { format: { ...storyTournamentValues.format, kind: 'doubleElimination' } },
    } satisfies TournamentFormStoryParameters,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(phases(canvasElement)).toEqual(['Double elimination'])
    await expect(canvas.getByRole('checkbox', { name: 'Grand final' })).toBeChecked()
  },
}

/** After the draw: every phase locked. */
export const Locked: Story = {
  args: { isLocked: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled()
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toBeDisabled()
  },
}

/** A server error about the phases as a whole, shown above them. */
export const ServerError: Story = {
  parameters: {
    tournamentForm: {
      errors: { phases: 'The draw has been made: this can no longer be changed.' },
    } satisfies TournamentFormStoryParameters,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The draw has been made: this can no longer be changed.',
    )
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(canvas.getByRole('region', { name: 'Game settings' })).toBeVisible()
  },
}
