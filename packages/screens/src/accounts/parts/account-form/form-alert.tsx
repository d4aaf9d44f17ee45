import { cn } from '@oche/ui'
import { CircleAlert, CircleCheck } from 'lucide-react'
import type { ComponentProps } from 'react'

export type FormAlertProps = ComponentProps<'div'> & {
  /** `error` is announced at once (role alert); `success` politely (role status). */
  tone?: 'error' | 'success'
}

/** A message about the whole form: what went wrong that no single field explains, or what happened next. */
export function FormAlert({ tone = 'error', className, children, ...props }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-slot="form-alert"
      data-tone={tone}
      className={cn(
        'flex items-start gap-3 rounded-md border bg-surface p-3 text-sm text-foreground',
        tone === 'error' ? 'border-danger' : 'border-success',
        className,
      )}
      {...props}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', tone === 'error' ? 'text-danger' : 'text-success')} />
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  )
}
