import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@oche/ui'
import type { ReactNode, Ref, RefObject } from 'react'
import { useIntl } from 'react-intl'
import { commonMessages } from '../common-messages/common-messages'

export type NavSheetProps = {
  /** The drawer's id, for its menu button's `aria-controls`. */
  id: string
  /** The drawer's panel: there while the drawer is open (the menu button is `aria-expanded` only then). */
  contentRef?: Ref<HTMLDivElement>
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The header's menu button: focus goes back to it when the drawer closes, also where a tap did not focus it. */
  menuButton: RefObject<HTMLButtonElement | null>
  children: ReactNode
}

/**
 * The phone's navigation drawer. Its own chunk (app-header.tsx loads it when the menu button is first pointed at,
 * focused or pressed), so a page's first load carries no dialog code for a menu most visits never open.
 */
export function NavSheet({ id, contentRef, open, onOpenChange, menuButton, children }: NavSheetProps) {
  const intl = useIntl()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={id}
        ref={contentRef}
        side="left"
        closeLabel={intl.formatMessage(commonMessages.close)}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          menuButton.current?.focus()
        }}
      >
        <SheetHeader>
          <SheetTitle>{intl.formatMessage({ id: 'shell.nav.menuTitle', defaultMessage: 'Menu' })}</SheetTitle>
          <SheetDescription className="sr-only">
            {intl.formatMessage({ id: 'shell.nav.menuDescription', defaultMessage: 'Go to another part of Oche' })}
          </SheetDescription>
        </SheetHeader>
        {children}
      </SheetContent>
    </Sheet>
  )
}
