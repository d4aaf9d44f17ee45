import { cva, type VariantProps } from 'class-variance-authority'
import { Avatar as AvatarPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

/** "Luke Humphries" → "LH", "Fallon" → "F", "  " → "". Uses whole characters, so "Ørjan Ølberg" → "ØØ". */
export function getInitials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  if (first === undefined) return ''
  const last = words.length > 1 ? words[words.length - 1] : undefined
  const letter = (word: string) => Array.from(word)[0] ?? ''
  return (letter(first) + (last === undefined ? '' : letter(last))).toLocaleUpperCase()
}

export const avatarVariants = cva(
  'relative flex shrink-0 overflow-hidden rounded-full bg-muted align-middle font-medium text-foreground select-none',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-12 text-base',
        xl: 'size-16 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    /** The person's name: the accessible name, and the source of the fallback initials. */
    name: string
    /** Photo URL; the initials show while it loads and when it fails. */
    src?: string | undefined
    /** Hide the avatar from screen readers when the name is already written next to it. */
    decorative?: boolean
  }

/**
 * A player's photo, or their initials when there is none. It is announced as an image named after the player,
 * unless `decorative`.
 */
export function Avatar({ name, src, size = 'md', decorative = false, className, ...props }: AvatarProps) {
  const resolved = size ?? 'md'
  const a11yProps = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name }
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={resolved}
      className={cn(avatarVariants({ size: resolved }), className)}
      {...a11yProps}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt=""
          className="aspect-square size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        className="flex size-full items-center justify-center rounded-full bg-muted"
      >
        {getInitials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}

export type AvatarGroupProps = ComponentProps<'div'>

/**
 * Overlapping avatars (a doubles pair, a board's queue). Give it `role="group"` and an `aria-label` when the set
 * needs a name of its own.
 */
export function AvatarGroup({ className, ...props }: AvatarGroupProps) {
  return (
    <div
      data-slot="avatar-group"
      className={cn('flex -space-x-2 *:data-[slot=avatar]:ring-2 *:data-[slot=avatar]:ring-background', className)}
      {...props}
    />
  )
}

export type AvatarGroupCountProps = ComponentProps<'span'> &
  VariantProps<typeof avatarVariants> & {
    /** What screen readers hear instead of the short text, already translated (e.g. "3 more players"). */
    label: string
  }

/** The "+3" disc at the end of a group: short translated text as children, the full sentence as `label`. */
export function AvatarGroupCount({ label, size = 'md', className, ...props }: AvatarGroupCountProps) {
  const resolved = size ?? 'md'
  return (
    <span
      data-slot="avatar-group-count"
      data-size={resolved}
      role="img"
      aria-label={label}
      className={cn(
        avatarVariants({ size: resolved }),
        'items-center justify-center bg-secondary text-secondary-foreground ring-2 ring-background',
        className,
      )}
      {...props}
    />
  )
}
