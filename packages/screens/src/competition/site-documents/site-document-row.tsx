import type { SiteDocument } from '@oche/api'
import { IconButton } from '@oche/ui'
import { ArrowDown, ArrowUp, FileText } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { usePlatform } from '../../app/platform/platform-context'
import type { MoveDirection } from './document-order'
import { DocumentDownloadLink, DocumentFileFacts, DocumentSeason } from './site-document-details'

export type SiteDocumentRowProps = {
  document: SiteDocument
  href: string
  /** Whether it is the first or last of its category: it cannot move further that way. */
  isFirst: boolean
  isLast: boolean
  /** The move button to focus once this document has moved (it changes place in the list), or null. */
  focusAfterMove: MoveDirection | null
  onMove: (direction: MoveDirection) => void
}

/** One document of the list: its title (to its page), file, type and size, season, download and move buttons. */
export function SiteDocumentRow({ document, href, isFirst, isLast, focusAfterMove, onMove }: SiteDocumentRowProps) {
  const intl = useIntl()
  const { Link } = usePlatform()
  const upRef = useRef<HTMLButtonElement>(null)
  const downRef = useRef<HTMLButtonElement>(null)

  // A moved row changes place in the DOM and loses focus: give it back to the button pressed, or to the other one
  // when the row has reached the top or bottom of its category (the pressed one is then disabled).
  useEffect(() => {
    if (!focusAfterMove) return
    const pressed = focusAfterMove === 'up' ? upRef.current : downRef.current
    const other = focusAfterMove === 'up' ? downRef.current : upRef.current
    ;(pressed && !pressed.disabled ? pressed : other)?.focus()
  }, [focusAfterMove, document.position])

  return (
    <li
      data-slot="site-document-row"
      className="flex flex-col gap-3 rounded-md border bg-surface-raised p-4 sm:flex-row sm:items-center"
    >
      <FileText aria-hidden className="hidden size-5 shrink-0 text-muted-foreground sm:block" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link href={href} className="font-semibold break-words text-primary underline-offset-4 hover:underline">
          {document.title}
        </Link>
        <span className="text-sm break-all text-muted-foreground">{document.file.name}</span>
        <span className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <DocumentFileFacts file={document.file} />
          <span>
            <DocumentSeason season={document.season} />
          </span>
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DocumentDownloadLink document={document} />
        <IconButton
          ref={upRef}
          variant="outline"
          size="sm"
          label={intl.formatMessage(
            { id: 'competition.siteDocuments.moveUp', defaultMessage: 'Move {title} up' },
            { title: document.title },
          )}
          disabled={isFirst}
          onClick={() => onMove('up')}
        >
          <ArrowUp />
        </IconButton>
        <IconButton
          ref={downRef}
          variant="outline"
          size="sm"
          label={intl.formatMessage(
            { id: 'competition.siteDocuments.moveDown', defaultMessage: 'Move {title} down' },
            { title: document.title },
          )}
          disabled={isLast}
          onClick={() => onMove('down')}
        >
          <ArrowDown />
        </IconButton>
      </div>
    </li>
  )
}
