import type { Meta, StoryObj } from '@storybook/react-vite'
import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from '../components/button'
import { cn } from './cn'
import { useDisclosure, type UseDisclosureParams } from './use-disclosure'

const routes = 'T20 T20 D20, or T20 T19 D12 when the treble 20 is blocked.'

/** A button and the region it shows: rendered only while open, or kept mounted and hidden. */
function CheckoutRoutes(props: UseDisclosureParams) {
  const routesDisclosure = useDisclosure(props)
  return (
    <div className="@container flex max-w-sm flex-col gap-3">
      <Button variant="outline" className="self-start" {...routesDisclosure.triggerProps}>
        <ChevronDown aria-hidden className={routesDisclosure.isOpen ? 'rotate-180' : undefined} />
        Checkout routes for 140
      </Button>
      {props.keepMounted || props.hiddenByStyles || routesDisclosure.isOpen ? (
        <p
          {...routesDisclosure.contentProps}
          className={cn(
            'text-sm text-muted-foreground',
            // Hidden by its own classes: a wider container always shows it, whatever the button says.
            props.hiddenByStyles && !routesDisclosure.isOpen && 'hidden @lg:block',
          )}
        >
          {routes}
        </p>
      ) : null}
    </div>
  )
}

const meta = {
  title: 'ui/useDisclosure',
  component: CheckoutRoutes,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof CheckoutRoutes>

export default meta
type Story = StoryObj<typeof meta>

export const ClosedByDefault: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Checkout routes for 140' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    // The region is not in the DOM, so the button names nothing it controls.
    await expect(button).not.toHaveAttribute('aria-controls')
    await expect(canvas.queryByText(routes)).not.toBeInTheDocument()
  },
}

export const OpensAndClosesByClick: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Checkout routes for 140' })
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const region = canvas.getByText(routes)
    await expect(region).toBeVisible()
    await expect(button).toHaveAttribute('aria-controls', region.id)
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)

    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).not.toHaveAttribute('aria-controls')
    await expect(canvas.queryByText(routes)).not.toBeInTheDocument()
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

export const OpensAndClosesByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Checkout routes for 140' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(routes)).toBeVisible()
    await userEvent.keyboard(' ')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByText(routes)).not.toBeInTheDocument()
    await userEvent.keyboard(' ')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(button).toHaveFocus()
    await expect(args.onOpenChange).toHaveBeenCalledTimes(3)
  },
}

export const DefaultOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Checkout routes for 140' })
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(button).toHaveAttribute('aria-controls', canvas.getByText(routes).id)
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByText(routes)).not.toBeInTheDocument()
  },
}

export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false)
    return (
      <div className="flex flex-col gap-4">
        <CheckoutRoutes
          {...args}
          open={isOpen}
          onOpenChange={(open) => {
            setOpen(open)
            args.onOpenChange?.(open)
          }}
        />
        <Button variant="ghost" className="self-start" onClick={() => setOpen(true)}>
          Show every route
        </Button>
      </div>
    )
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Checkout routes for 140' })
    // The parent opens it without the button: the button follows.
    await userEvent.click(canvas.getByRole('button', { name: 'Show every route' }))
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(routes)).toBeVisible()
    await expect(args.onOpenChange).not.toHaveBeenCalled()
    // The button asks the parent, which closes it.
    await userEvent.click(button)
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.queryByText(routes)).not.toBeInTheDocument()
  },
}

export const ControlledWithoutChange: Story = {
  args: { open: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Checkout routes for 140' })
    // A parent that does not change `open` keeps the region as it is.
    await userEvent.click(button)
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(canvas.getByText(routes)).toBeVisible()
  },
}

export const KeepMounted: Story = {
  args: { keepMounted: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Checkout routes for 140' })
    const region = canvas.getByText(routes)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(region).toHaveAttribute('hidden')
    await expect(region).not.toBeVisible()
    await expect(button).toHaveAttribute('aria-controls', region.id)

    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(region).toBeVisible()
    await expect(button).toHaveAttribute('aria-controls', region.id)

    await userEvent.click(button)
    await expect(region).not.toBeVisible()
    await expect(button).toHaveAttribute('aria-controls', region.id)
  },
}

export const WithAnId: Story = {
  args: { id: 'checkout-routes', defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(routes)).toHaveAttribute('id', 'checkout-routes')
    await expect(canvas.getByRole('button', { name: 'Checkout routes for 140' })).toHaveAttribute(
      'aria-controls',
      'checkout-routes',
    )
  },
}

/** The region's classes hide it while closed (a wider container shows it anyway): no `hidden`, and always named. */
export const HiddenByStyles: Story = {
  args: { hiddenByStyles: true },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Checkout routes for 140' })
    const region = canvasElement.querySelector('p')!
    await expect(region).not.toHaveAttribute('hidden')
    await expect(region).not.toBeVisible()
    await expect(button).toHaveAttribute('aria-controls', region.id)
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(region).toBeVisible()
    await userEvent.click(button)
    await expect(region).not.toBeVisible()
    await expect(button).toHaveAttribute('aria-controls', region.id)
  },
}
