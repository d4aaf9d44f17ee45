import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { ColourModeSwitch } from './colour-mode-switch'

/** Radix moves focus a tick after keydown and checks the radio only while the arrow is down, as a real key is. */
async function pressArrow(key: 'ArrowLeft' | 'ArrowRight', target: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`)
  await waitFor(() => expect(target).toHaveFocus())
  await userEvent.keyboard(`{/${key}}`)
}

const meta = {
  title: 'ui/ColourModeSwitch',
  component: ColourModeSwitch,
  args: {
    'aria-label': 'Colour mode',
    modeLabels: { light: 'Light', dark: 'Dark', system: 'System' },
    onValueChange: fn(),
  },
} satisfies Meta<typeof ColourModeSwitch>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Colour mode' })
    await expect(group).toBeVisible()
    const system = canvas.getByRole('radio', { name: 'System' })
    await expect(system).toHaveAttribute('aria-checked', 'true')

    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith('dark')
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
    await expect(system).toHaveAttribute('aria-checked', 'false')

    // Keyboard: one tab stop for the group, arrows move the choice.
    canvas.getByRole('radio', { name: 'Dark' }).blur()
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveFocus()
    await pressArrow('ArrowLeft', canvas.getByRole('radio', { name: 'Light' }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith('light')
    await pressArrow('ArrowRight', canvas.getByRole('radio', { name: 'Dark' }))
    await pressArrow('ArrowRight', system)
    await expect(system).toHaveAttribute('aria-checked', 'true')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('system')
  },
}

export const Light: Story = {
  args: { defaultValue: 'light' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Light' })).toHaveAttribute('data-state', 'checked')
  },
}

export const Controlled: Story = {
  args: { value: 'dark' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('light')
    // The app has not applied the choice yet, so dark stays selected.
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
  },
}

export const IconsOnly: Story = {
  args: { labels: 'hidden', defaultValue: 'dark' },
  play: async ({ args, canvas }) => {
    const light = canvas.getByRole('radio', { name: 'Light' })
    await expect(light).toHaveAttribute('title', 'Light')
    await expect(light).not.toHaveTextContent('Light')
    await expect(light.getBoundingClientRect().height).toBeGreaterThanOrEqual(40)
    light.focus()
    await userEvent.keyboard(' ')
    await expect(args.onValueChange).toHaveBeenCalledWith('light')
    await expect(light).toHaveAttribute('aria-checked', 'true')
  },
}

/** In less room than its three labelled choices take (a phone's card, French): they wrap inside the switch. */
export const Narrow: Story = {
  args: { modeLabels: { light: 'Clair', dark: 'Sombre', system: 'Système' } },
  decorators: [
    (Story) => (
      <div data-testid="room" className="w-56">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const room = canvas.getByTestId('room').getBoundingClientRect()
    const group = canvas.getByRole('radiogroup', { name: 'Colour mode' })
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(room.right)
    const [first, , last] = canvas.getAllByRole('radio')
    // The last choice goes to a second line, under the first.
    await expect(last!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().top)
    await expect(last!.getBoundingClientRect().right).toBeLessThanOrEqual(room.right)
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const dark = canvas.getByRole('radio', { name: 'Dark' })
    await expect(dark).toBeDisabled()
    await userEvent.click(dark, { pointerEventsCheck: 0 })
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
  },
}
