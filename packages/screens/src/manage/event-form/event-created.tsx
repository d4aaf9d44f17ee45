import type { CreatedEvent } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@oche/ui'
import { Printer } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FormAlert } from '../../accounts/parts/account-form/form-alert'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { groupBoardCode } from '../parts/board-admin'
import { FormSection } from '../parts/form-fields/form-section'
import { routePath } from '../../routing/route-path'

export type EventCreatedProps = {
  /** The event as `POST /events` answered it, with its boards and their login codes. */
  event: CreatedEvent
}

/**
 * After creating an event at a venue: the boards it got, each with its tablet login code, shown this once, to
 * print or write down; then on to the boards or to the event's page.
 */
export function EventCreated({ event }: EventCreatedProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const alertRef = useRef<HTMLDivElement>(null)
  useEffect(() => alertRef.current?.focus(), [])
  const tableLabel = intl.formatMessage({ id: 'manage.eventForm.codesTable', defaultMessage: 'Login codes' })
  return (
    <div className="flex flex-col gap-6">
      <FormAlert ref={alertRef} tabIndex={-1} tone="success" className="outline-none">
        <p className="font-medium">
          <FormattedMessage
            id="manage.eventForm.createdTitle"
            defaultMessage="{name} is created"
            values={{ name: event.name }}
          />
        </p>
        <p>
          <FormattedMessage
            id="manage.eventForm.boardsCreated"
            defaultMessage="{count, plural, one {# board was created} other {# boards were created}} from the location’s settings."
            values={{ count: event.boards.length }}
          />
        </p>
      </FormAlert>
      <FormSection
        title={<FormattedMessage id="manage.eventForm.codesTitle" defaultMessage="Login codes of the boards" />}
        description={
          <FormattedMessage
            id="manage.eventForm.codesHelp"
            defaultMessage="Each board’s tablet logs in with its code. Write them down or print them now: Oche shows them only this once. A board can get a new code on the boards page."
          />
        }
      >
        <Table aria-label={tableLabel} scrollAreaLabel={tableLabel}>
          <TableHeader>
            <TableRow>
              <TableHead>
                <FormattedMessage id="manage.eventForm.codesBoard" defaultMessage="Board" />
              </TableHead>
              <TableHead>
                <FormattedMessage id="manage.eventForm.codesCode" defaultMessage="Login code" />
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {event.boards.map((board) => (
              <TableRow key={board.id}>
                <TableCell>
                  {board.name
                    ? intl.formatMessage(
                        { id: 'manage.boards.labelNamed', defaultMessage: 'Board {number} ({name})' },
                        { number: board.number, name: board.name },
                      )
                    : intl.formatMessage(
                        { id: 'manage.boards.label', defaultMessage: 'Board {number}' },
                        { number: board.number },
                      )}
                </TableCell>
                <TableCell>
                  <span
                    aria-label={board.code.split('').join(' ')}
                    className="font-mono text-xl font-bold tracking-widest whitespace-nowrap tabular-nums"
                  >
                    {groupBoardCode(board.code)}
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Button type="button" variant="outline" className="self-start print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden />
          <FormattedMessage id="manage.eventForm.printCodes" defaultMessage="Print the codes" />
        </Button>
      </FormSection>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button asChild size="lg">
          <Link href={localizedPath(routePath('manage-events-id-boards', { id: event.id }), locale)}>
            <FormattedMessage id="manage.eventForm.toBoards" defaultMessage="Go to the boards" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={localizedPath(routePath('manage-events-id-edit', { id: event.id }), locale)}>
            <FormattedMessage id="manage.eventForm.toEvent" defaultMessage="Add tournaments to the event" />
          </Link>
        </Button>
      </div>
    </div>
  )
}
