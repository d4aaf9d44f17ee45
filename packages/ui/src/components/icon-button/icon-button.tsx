import { cva } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { buttonVariants } from '../button/button-variants'

// Square sizes override the padded sizes of Button; xl (64px) is the scoring keypad's key.
const iconButtonSizes = cva('px-0', {
  variants: {
    size: {
      sm: 'size-8 [&_svg]:size-4',
      md: 'size-10 [&_svg]:size-5',
      lg: 'size-12 [&_svg]:size-6',
      xl: 'size-16 [&_svg]:size-8',
    },
  },
  defaultVariants: { size: 'md' },
})

export type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> & {
  /** Accessible name of the button, already translated. Rendered as `aria-label`. */
  label: string
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg' | 'xl'
  /** Render the child element (a link, say) with the icon button's looks instead of a `<button>`. */
  asChild?: boolean
}

/**
 * A square button holding only an icon. The icon is decoration; `label` is what screen readers announce.
 *
 * @example
 * <IconButton label={t('play.keypad.undo')} variant="outline" size="xl"><Undo2 /></IconButton>
 */
export function IconButton({
  label,
  variant = 'ghost',
  size = 'md',
  asChild = false,
  className,
  type,
  ...props
}: IconButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      data-slot="icon-button"
      data-variant={variant}
      data-size={size}
      type={asChild ? undefined : (type ?? 'button')}
      aria-label={label}
      className={cn(buttonVariants({ variant, size }), iconButtonSizes({ size }), className)}
      {...props}
    />
  )
}
