import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import type { CsvLineIssue, CsvPreview } from './csv-preview'

function IssueText({ issue }: { issue: CsvLineIssue }) {
  switch (issue) {
    case 'noName':
      return <FormattedMessage id="manage.csvImport.noName" defaultMessage="Cannot be read: the name is missing" />
    case 'noPartner':
      return (
        <FormattedMessage id="manage.csvImport.noPartner" defaultMessage="Cannot be read: the partner is missing" />
      )
    case 'badSeed':
      return (
        <FormattedMessage
          id="manage.csvImport.badSeed"
          defaultMessage="Cannot be read: the seed is not a whole number from 1"
        />
      )
    default:
      return issue satisfies never
  }
}

/** What each line of the CSV will do: be entered, be left out (already entered), or stop the import. */
export function CsvPreviewTable({ preview, isPairs }: { preview: CsvPreview; isPairs: boolean }) {
  const intl = useIntl()
  const label = intl.formatMessage({ id: 'manage.csvImport.previewLabel', defaultMessage: 'Preview' })
  const columns = {
    line: intl.formatMessage({ id: 'manage.csvImport.line', defaultMessage: 'Line' }),
    players: isPairs
      ? intl.formatMessage({ id: 'manage.csvImport.pair', defaultMessage: 'Pair' })
      : intl.formatMessage({ id: 'manage.csvImport.player', defaultMessage: 'Player' }),
    seed: intl.formatMessage({ id: 'manage.players.seed', defaultMessage: 'Seed' }),
    result: intl.formatMessage({ id: 'manage.csvImport.result', defaultMessage: 'Result' }),
  }
  return (
    <Table aria-label={label} scrollAreaLabel={label} containerClassName="max-h-72 overflow-y-auto">
      <TableHeader>
        <TableRow>
          <TableHead>{columns.line}</TableHead>
          <TableHead>{columns.players}</TableHead>
          <TableHead>{columns.seed}</TableHead>
          <TableHead>{columns.result}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {preview.lines.map((line) => (
          <TableRow key={line.line} data-line={line.line} data-issue={line.issue ?? undefined}>
            <TableCell className="tabular-nums">{line.line}</TableCell>
            <TableCell>{line.players.map((player) => player.name || '–').join(' & ')}</TableCell>
            <TableCell className="tabular-nums">{line.seed ?? ''}</TableCell>
            <TableCell>
              {line.issue ? (
                <span className="font-medium text-danger">
                  <IssueText issue={line.issue} />
                </span>
              ) : line.isEntered ? (
                <Badge variant="neutral">
                  <FormattedMessage id="manage.csvImport.willSkip" defaultMessage="Already entered: left out" />
                </Badge>
              ) : (
                <Badge variant="success">
                  <FormattedMessage id="manage.csvImport.willEnter" defaultMessage="Will be entered" />
                </Badge>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
