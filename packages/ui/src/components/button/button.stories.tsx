import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from './button'

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Start match', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'xl'] },
    multiline: { control: 'boolean' },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Start match' })
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
    button.blur()
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Danger
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
    </div>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="xl">
        Extra large
      </Button>
    </div>
  ),
}

/** A label longer than its place, as a name or a translation makes it on a phone: it wraps, the button grows. */
export const Multiline: Story = {
  args: { multiline: true, variant: 'danger', children: 'Supprimer le compte de Jean-Christophe Vandenbroucke' },
  render: (args) => (
    <div className="flex w-64 flex-col items-start gap-3 border border-dashed border-border p-3">
      <Button {...args} />
      <Button {...args} variant="outline" size="sm" children="Envoyer un lien de réinitialisation du mot de passe" />
      <Button {...args} variant="outline" children="Short" />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const box = (canvasElement.querySelector('.w-64') as HTMLElement).getBoundingClientRect()
    const long = canvas.getByRole('button', { name: 'Supprimer le compte de Jean-Christophe Vandenbroucke' })
    const small = canvas.getByRole('button', { name: 'Envoyer un lien de réinitialisation du mot de passe' })
    for (const button of [long, small]) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(box.right)
    }
    // Wrapped onto more lines, each button grows past its size's height.
    await expect(long.getBoundingClientRect().height).toBeGreaterThan(40)
    await expect(small.getBoundingClientRect().height).toBeGreaterThan(32)
    // A label that fits keeps the size's height.
    await expect(canvas.getByRole('button', { name: 'Short' }).getBoundingClientRect().height).toBe(40)
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Start match' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#tournaments">Tournaments</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Tournaments' })
    await expect(link).toHaveAttribute('data-slot', 'button')
    await expect(link).toHaveAttribute('href', '#tournaments')
  },
}
