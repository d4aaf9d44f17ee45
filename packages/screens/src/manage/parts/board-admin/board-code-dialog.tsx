import type { BoardWithCode } from '@oche/api'
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  QRCode,
  qrCodeDefaults,
} from '@oche/ui'
import { Printer } from 'lucide-react'
import { useSyncExternalStore, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'
import { groupBoardCode, tabletLoginAddress, tabletLoginUrl } from './board-code'
import { commonMessages } from '../../../app/common-messages/common-messages'

export type BoardCodeDialogProps = {
  /** The board with the code the server answered once (new board or new code). */
  board: BoardWithCode
  /**
   * How a tablet logs in, under the code and the QR code: given the login page's address to type into the tablet's
   * browser (`oche.app/tablet/login`). Nothing by default.
   */
  loginHelp?: (address: string) => ReactNode
  onClose: () => void
}

const subscribeNever = () => () => {}

/** The page's own origin; on the server the configured host stands in until hydration. */
function useOrigin(host: string): string {
  return useSyncExternalStore(
    subscribeNever,
    () => location.origin,
    () => `https://${host}`,
  )
}

/**
 * A board's login code, shown once: large, in two groups of three to read from across the room, with a QR code
 * (spec size: 300×300, error correction Q, no margin) that opens the tablet login with the code filled in, and a
 * button to print both.
 */
export function BoardCodeDialog({ board, loginHelp, onClose }: BoardCodeDialogProps) {
  const intl = useIntl()
  const { config } = usePlatform()
  const origin = useOrigin(config.host)
  const url = tabletLoginUrl(board.code, origin)
  const boardLabel = board.name
    ? intl.formatMessage(
        { id: 'manage.boards.labelNamed', defaultMessage: 'Board {number} ({name})' },
        { number: board.number, name: board.name },
      )
    : intl.formatMessage({ id: 'manage.boards.label', defaultMessage: 'Board {number}' }, { number: board.number })
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="print:max-w-none print:border-0 print:shadow-none"
        closeLabel={intl.formatMessage(commonMessages.close)}
      >
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage
              id="manage.boards.codeTitle"
              defaultMessage="Login code of {board}"
              values={{ board: boardLabel }}
            />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="manage.boards.codeHelp"
              defaultMessage="Type this code on the board’s tablet, or scan the QR code with it. Write it down or print it now: Oche shows it only this once."
            />
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col items-center gap-6">
          <p
            data-testid="board-code"
            aria-label={board.code.split('').join(' ')}
            className="font-mono text-6xl font-bold tracking-[0.2em] whitespace-nowrap tabular-nums sm:text-7xl"
          >
            {groupBoardCode(board.code)}
          </p>
          <QRCode
            data-url={url}
            value={url}
            size={qrCodeDefaults.size}
            level={qrCodeDefaults.level}
            marginSize={qrCodeDefaults.marginSize}
            aria-label={intl.formatMessage(
              { id: 'manage.boards.qrLabel', defaultMessage: 'QR code that logs a tablet in to {board}' },
              { board: boardLabel },
            )}
            caption={
              <FormattedMessage id="manage.boards.qrCaption" defaultMessage="Scan with the tablet to log it in" />
            }
          />
          {loginHelp ? (
            <p className="text-center text-sm text-muted-foreground">{loginHelp(tabletLoginAddress(origin))}</p>
          ) : null}
        </div>
        <DialogFooter className="print:hidden">
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden />
            <FormattedMessage id="manage.boards.print" defaultMessage="Print" />
          </Button>
          <Button type="button" onClick={onClose}>
            <FormattedMessage id="manage.boards.codeDone" defaultMessage="Done" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
