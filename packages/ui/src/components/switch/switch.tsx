import { cva } from 'class-variance-authority'
import { Switch as SwitchPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

const switchTrack = cva(
  [
    'peer relative inline-flex shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
    'bg-input data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-50',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    // An invisible skirt keeps the tap target at least 40px high whatever the track size.
    "after:absolute after:-inset-x-1 after:top-1/2 after:h-10 after:-translate-y-1/2 after:content-['']",
  ],
  {
    variants: {
      size: { sm: 'h-5 w-9', md: 'h-6 w-11', lg: 'h-8 w-14' },
    },
    defaultVariants: { size: 'md' },
  },
)

const switchThumb = cva(
  [
    'pointer-events-none block rounded-full bg-background shadow-sm transition-transform',
    'motion-reduce:transition-none data-[state=unchecked]:translate-x-0 rtl:data-[state=checked]:-translate-x-(--thumb-travel)',
    'data-[state=checked]:translate-x-(--thumb-travel)',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 [--thumb-travel:1rem]',
        md: 'size-5 [--thumb-travel:1.25rem]',
        lg: 'size-7 [--thumb-travel:1.5rem]',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> & {
  size?: 'sm' | 'md' | 'lg'
}

/**
 * An on/off toggle that takes effect at once (a setting, not a form answer). Works controlled
 * (`checked` + `onCheckedChange`) or uncontrolled (`defaultChecked`). Name it with a `<label htmlFor>` or `aria-label`.
 */
export function Switch({ size = 'md', className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      data-size={size}
      className={cn(switchTrack({ size }), className)}
      {...props}
    >
      <SwitchPrimitive.Thumb data-slot="switch-thumb" className={switchThumb({ size })} />
    </SwitchPrimitive.Root>
  )
}
