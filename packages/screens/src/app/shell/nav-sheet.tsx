import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@oche/ui'
import type { ReactNode, RefObject } from 'react'
import { useIntl } from 'react-intl'
import { commonMessages } from '../common-messages/common-messages'

export type NavSheetProps = {
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
export function NavSheet({ open, onOpenChange, menuButton, children }: NavSheetProps) {
  const intl = useIntl()
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
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
