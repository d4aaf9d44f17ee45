import type { Meta, StoryObj } from '@storybook/react-vite'
import { Delete, Pencil, Plus, Trash2, Undo2 } from 'lucide-react'
import { expect, fn, userEvent } from 'storybook/test'
import { IconButton } from './icon-button'

const meta = {
  title: 'ui/IconButton',
  component: IconButton,
  args: { label: 'Undo last dart', children: <Undo2 />, onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Undo last dart' })
    await expect(button).toHaveAttribute('data-variant', 'ghost')
    await expect(button).toHaveAttribute('data-size', 'md')
    await expect(button).toHaveAttribute('type', 'button')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    button.blur()
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledTimes(2)
    await userEvent.keyboard(' ')
    await expect(args.onClick).toHaveBeenCalledTimes(3)
  },
}

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <IconButton {...args} variant="primary" label="Add player">
        <Plus />
      </IconButton>
      <IconButton {...args} variant="secondary" label="Edit tournament">
        <Pencil />
      </IconButton>
      <IconButton {...args} variant="outline" label="Undo last dart">
        <Undo2 />
      </IconButton>
      <IconButton {...args} variant="ghost" label="Clear score">
        <Delete />
      </IconButton>
      <IconButton {...args} variant="danger" label="Remove board 3">
        <Trash2 />
      </IconButton>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [name, variant] of [
      ['Add player', 'primary'],
      ['Edit tournament', 'secondary'],
      ['Undo last dart', 'outline'],
      ['Clear score', 'ghost'],
      ['Remove board 3', 'danger'],
    ] as const) {
      await expect(canvas.getByRole('button', { name })).toHaveAttribute('data-variant', variant)
    }
  },
}

export const Sizes: Story = {
  args: { variant: 'outline' },
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <IconButton {...args} size="sm" label="Undo (small)" />
      <IconButton {...args} size="md" label="Undo (medium)" />
      <IconButton {...args} size="lg" label="Undo (large)" />
      <IconButton {...args} size="xl" label="Undo (keypad)" />
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = [
      ['Undo (small)', 32],
      ['Undo (medium)', 40],
      ['Undo (large)', 48],
      ['Undo (keypad)', 64],
    ] as const
    for (const [name, pixels] of sizes) {
      const rect = canvas.getByRole('button', { name }).getBoundingClientRect()
      await expect(rect.width).toBe(pixels)
      await expect(rect.height).toBe(pixels)
    }
  },
}

export const Disabled: Story = {
  args: { disabled: true, variant: 'outline' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Undo last dart' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const AsLink: Story = {
  args: {
    asChild: true,
    label: 'New tournament',
    variant: 'primary',
    children: (
      <a href="#new">
        <Plus />
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'New tournament' })
    await expect(link).toHaveAttribute('data-slot', 'icon-button')
    await expect(link).toHaveAttribute('href', '#new')
    await expect(link).not.toHaveAttribute('type')
  },
}
