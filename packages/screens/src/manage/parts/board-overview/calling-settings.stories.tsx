import type { Meta, StoryObj } from '@storybook/react-vite'
import { ApiRequestError } from '@oche/api'
import { eventBoardsLiveFixture } from '@oche/mocks'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { CallingSettingsPanel } from './calling-settings'

const meta = {
  title: 'screens/Manage/Board overview/Calling settings',
  component: CallingSettingsPanel,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  args: { settings: eventBoardsLiveFixture.settings, onSave: fn(async () => undefined) },
} satisfies Meta<typeof CallingSettingsPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Automatic calling on: the switch saves at once; the minutes are saved together. */
export const AutomaticCalling: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Calling' })).toBeVisible()
    const autoCall = canvas.getByRole('switch', { name: 'Call games automatically' })
    await expect(autoCall).toBeChecked()
    await userEvent.click(autoCall)
    await expect(args.onSave).toHaveBeenCalledWith({ auto_call: false })

    const rest = canvas.getByLabelText('Rest between games (minutes)')
    await expect(rest).toHaveValue(5)
    await userEvent.clear(rest)
    await userEvent.type(rest, '10')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the times' }))
    await waitFor(() => expect(args.onSave).toHaveBeenLastCalledWith({ rest_minutes: 10, no_show_minutes: 5 }))
  },
}

/** Calling by hand: the switch is off, turning it on asks to save it. */
export const CallingByHand: Story = {
  args: { settings: { auto_call: false, rest_minutes: 0, no_show_minutes: 10 } },
  play: async ({ args, canvas }) => {
    const autoCall = canvas.getByRole('switch', { name: 'Call games automatically' })
    await expect(autoCall).not.toBeChecked()
    await expect(canvas.getByLabelText('Rest between games (minutes)')).toHaveValue(0)
    await expect(canvas.getByLabelText('Time to start (minutes)')).toHaveValue(10)
    autoCall.focus()
    await userEvent.keyboard(' ')
    await expect(args.onSave).toHaveBeenCalledWith({ auto_call: true })
  },
}

/** A value out of range is caught before saving, on its field. */
export const OutOfRange: Story = {
  play: async ({ args, canvas }) => {
    const rest = canvas.getByLabelText('Rest between games (minutes)')
    await userEvent.clear(rest)
    await userEvent.type(rest, '61')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the times' }))
    await waitFor(() => expect(rest).toHaveAttribute('aria-invalid', 'true'))
    await expect(rest).toHaveValue(61)
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** The server refuses a value: its reason under the field, the typed value kept and focused. */
export const Refused: Story = {
  args: {
    onSave: fn(async () => {
      throw new ApiRequestError(422, 'The given data was invalid.', {
        no_show_minutes: ['Give players at least 2 minutes to start.'],
      })
    }),
  },
  play: async ({ canvas }) => {
    const noShow = canvas.getByLabelText('Time to start (minutes)')
    await userEvent.clear(noShow)
    await userEvent.type(noShow, '1')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the times' }))
    await waitFor(() => expect(noShow).toHaveAccessibleDescription(/Give players at least 2 minutes to start\./))
    await expect(noShow).toHaveValue(1)
    await expect(noShow).toHaveFocus()
  },
}

/** Another failure (the server is down): said above the fields. */
export const Failed: Story = {
  args: {
    onSave: fn(async () => {
      throw new ApiRequestError(500, 'The calling settings could not be saved.')
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save the times' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The calling settings could not be saved.')
    await expect(canvas.getByLabelText('Rest between games (minutes)')).toHaveValue(5)
  },
}
