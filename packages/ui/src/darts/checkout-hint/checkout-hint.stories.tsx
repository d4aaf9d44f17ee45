import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CheckoutHint } from './checkout-hint'

const names: Record<string, string> = {
  BULL: 'Bull',
  T20: 'Treble 20',
  T19: 'Treble 19',
  D20: 'Double 20',
  D16: 'Double 16',
}

const meta = {
  title: 'ui/CheckoutHint',
  component: CheckoutHint,
  args: { route: ['T20', 'T20', 'BULL'], label: 'You require 170', emptyText: 'No checkout' },
  argTypes: { variant: { control: 'select', options: ['compact', 'large'] } },
} satisfies Meta<typeof CheckoutHint>

export default meta
type Story = StoryObj<typeof meta>

export const Compact: Story = {
  play: async ({ canvas }) => {
    const route = canvas.getByRole('list', { name: 'You require 170' })
    const darts = within(route).getAllByRole('listitem')
    await expect(darts.map((dart) => dart.textContent)).toEqual(['T20', 'T20', 'BULL'])
    await expect(canvas.getByText('You require 170').closest('[data-slot="checkout-hint"]')).toHaveAttribute(
      'data-state',
      'route',
    )
  },
}

export const Large: Story = {
  args: { variant: 'large', route: ['T19', 'D20'], label: 'Gerwyn Price requires 97' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Gerwyn Price requires 97' })).toBeVisible()
    await expect(canvas.getByText('D20').closest('[data-slot="checkout-hint"]')).toHaveAttribute(
      'data-variant',
      'large',
    )
  },
}

export const SpokenDartNames: Story = {
  args: { route: ['T20', 'D20'], label: 'You require 100', dartLabel: (code) => names[code] ?? code },
  play: async ({ canvas }) => {
    const route = canvas.getByRole('list', { name: 'You require 100' })
    await expect(within(route).getByText('Treble 20')).toHaveClass('sr-only')
    await expect(within(route).getByText('T20')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const OneDart: Story = {
  args: { route: ['D16'], label: 'You require 32' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'You require 32' })).getAllByRole('listitem')).toHaveLength(1)
  },
}

export const NoCheckout: Story = {
  args: { route: null, label: 'You require 169' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No checkout')).toBeVisible()
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument()
    await expect(canvas.getByText('No checkout').closest('[data-slot="checkout-hint"]')).toHaveAttribute(
      'data-state',
      'none',
    )
  },
}

export const NoCheckoutLarge: Story = {
  args: { route: null, label: 'You require 159', variant: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No checkout')).toBeVisible()
  },
}
