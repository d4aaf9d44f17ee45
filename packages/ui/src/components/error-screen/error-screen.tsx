import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Button } from '../button/button'

export type ErrorScreenLinkProps = { href: string; children: ReactNode }

function renderAnchor({ href, children }: ErrorScreenLinkProps) {
  return <a href={href}>{children}</a>
}

export type ErrorScreenProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** "Oops! Something went wrong", translated. */
  heading: ReactNode
  /** "We couldn’t find the page you were looking for", translated. */
  text?: ReactNode
  /** The technical message, such as "Page Not Found: /nope", shown as code. */
  message?: string
  /** HTTP status, shown large (404, 500…). */
  statusCode?: number
  homeHref: string
  /** "Go to Home", translated. */
  homeLabel: string
  /** Renders the home link with the host's router. */
  renderLink?: (props: ErrorScreenLinkProps) => ReactNode
}

/** The full-page error: status code, heading, explanation, the technical message and a way home. */
export function ErrorScreen({
  heading,
  text,
  message,
  statusCode,
  homeHref,
  homeLabel,
  renderLink = renderAnchor,
  className,
  ...props
}: ErrorScreenProps) {
  return (
    <div
      data-slot="error-screen"
      data-status={statusCode}
      className={cn('flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 py-12 text-center', className)}
      {...props}
    >
      {statusCode !== undefined && (
        <p data-slot="error-screen-status" className="font-mono text-7xl font-bold text-muted-foreground tabular-nums">
          {statusCode}
        </p>
      )}
      <h1 data-slot="error-screen-heading" className="text-2xl font-semibold tracking-tight">
        {heading}
      </h1>
      {text && (
        <p data-slot="error-screen-text" className="max-w-prose text-muted-foreground">
          {text}
        </p>
      )}
      {message && (
        <code
          data-slot="error-screen-message"
          className="max-w-full rounded-md bg-muted px-3 py-1.5 font-mono text-sm break-all"
        >
          {message}
        </code>
      )}
      <Button asChild size="lg" className="mt-2">
        {renderLink({ href: homeHref, children: homeLabel })}
      </Button>
    </div>
  )
}
