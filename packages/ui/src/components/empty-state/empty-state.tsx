import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'

export type EmptyStateProps = ComponentProps<'div'>

/**
 * What a list shows when it has nothing in it ("No tournaments yet"). Compose it from `EmptyStateIcon`,
 * `EmptyStateTitle`, `EmptyStateDescription` and `EmptyStateActions`.
 *
 * @example
 * <EmptyState>
 *   <EmptyStateIcon><TrophyIcon /></EmptyStateIcon>
 *   <EmptyStateTitle>{t('manage.tournamentList.emptyTitle')}</EmptyStateTitle>
 *   <EmptyStateActions><Button>{t('manage.tournamentList.create')}</Button></EmptyStateActions>
 * </EmptyState>
 */
export function EmptyState({ className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-6 py-10',
        'text-center text-balance',
        className,
      )}
      {...props}
    />
  )
}

export type EmptyStateIconProps = ComponentProps<'div'>

/** A decorative icon; hidden from screen readers because the title already says what is empty. */
export function EmptyStateIcon({ className, ...props }: EmptyStateIconProps) {
  return (
    <div
      data-slot="empty-state-icon"
      aria-hidden
      className={cn(
        'flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6',
        className,
      )}
      {...props}
    />
  )
}

export type EmptyStateTitleProps = ComponentProps<'h2'> & {
  /** The heading's level, to fit the page's heading outline: a screen's only heading is its `h1`. */
  as?: 'h1' | 'h2' | 'h3' | 'h4'
}

export function EmptyStateTitle({ as: Heading = 'h2', className, ...props }: EmptyStateTitleProps) {
  return <Heading data-slot="empty-state-title" className={cn('text-lg font-semibold', className)} {...props} />
}

export type EmptyStateDescriptionProps = ComponentProps<'p'>

export function EmptyStateDescription({ className, ...props }: EmptyStateDescriptionProps) {
  return (
    <p
      data-slot="empty-state-description"
      className={cn('max-w-sm text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

export type EmptyStateActionsProps = ComponentProps<'div'>

export function EmptyStateActions({ className, ...props }: EmptyStateActionsProps) {
  return (
    <div
      data-slot="empty-state-actions"
      className={cn('mt-2 flex flex-wrap items-center justify-center gap-2', className)}
      {...props}
    />
  )
}
