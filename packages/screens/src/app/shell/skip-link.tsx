import { cn, layerClasses } from '@oche/ui'
import type { MouseEvent } from 'react'
import { FormattedMessage } from 'react-intl'

/** The id of each layout's content, where the skip link goes before the page has its script. */
export const contentId = 'content'

function handleClick(event: MouseEvent<HTMLAnchorElement>) {
  // The page's main landmark, which each screen renders itself; the layout's content when a screen has none.
  const target = document.querySelector('main') ?? document.getElementById(contentId)
  if (!(target instanceof HTMLElement)) return
  event.preventDefault()
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1
  target.focus()
}

/**
 * "Skip to content": the first stop of every page, hidden until focused, that moves focus past the header to the
 * page's main landmark (WCAG 2.4.1).
 */
export function SkipLink() {
  return (
    <a
      href={`#${contentId}`}
      onClick={handleClick}
      data-slot="skip-link"
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:rounded-md focus:border focus:border-border',
        'focus:bg-background focus:px-4 focus:py-3 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-md',
        layerClasses.modal,
      )}
    >
      <FormattedMessage id="shell.skipLink" defaultMessage="Skip to content" />
    </a>
  )
}
