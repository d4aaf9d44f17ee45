import { CSV_MAX_NAME, CSV_MAX_NICKNAME, CSV_MAX_SEED, type CsvProblem } from '@oche/api'
import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import type { CsvPreview } from './csv-preview'

/** What the server will say about a line or the header, in the organiser's language. */
export function CsvProblemText({ problem }: { problem: CsvProblem }) {
  switch (problem.kind) {
    case 'unknownColumn':
      return (
        <FormattedMessage
          id="manage.csvImport.unknownColumn"
          defaultMessage="The column “{column}” is unknown (use name, nickname, seed, partner, partner_nickname)."
          values={{ column: problem.column }}
        />
      )
    case 'nameColumnMissing':
      return (
        <FormattedMessage
          id="manage.csvImport.noNameColumn"
          defaultMessage="The first line must name the columns, with at least a “name” column."
        />
      )
    case 'partnerInSingles':
      return (
        <FormattedMessage
          id="manage.csvImport.partnerInSingles"
          defaultMessage="This is a singles tournament: leave out the partner columns."
        />
      )
    case 'noPlayers':
      return <FormattedMessage id="manage.csvImport.noPlayers" defaultMessage="The file has a header but no players." />
    case 'unclosedQuote':
      return <FormattedMessage id="manage.csvImport.unclosedQuote" defaultMessage="A quotation mark is not closed" />
    case 'tooManyCells':
      return (
        <FormattedMessage id="manage.csvImport.tooManyCells" defaultMessage="More values than the header has columns" />
      )
    case 'nameMissing':
      return <FormattedMessage id="manage.csvImport.noName" defaultMessage="Cannot be read: the name is missing" />
    case 'nameTooLong':
      return (
        <FormattedMessage
          id="manage.csvImport.nameTooLong"
          defaultMessage="A name may be at most {max} characters long"
          values={{ max: CSV_MAX_NAME }}
        />
      )
    case 'nicknameTooLong':
      return (
        <FormattedMessage
          id="manage.csvImport.nicknameTooLong"
          defaultMessage="A nickname may be at most {max} characters long"
          values={{ max: CSV_MAX_NICKNAME }}
        />
      )
    case 'seedInvalid':
      return (
        <FormattedMessage
          id="manage.csvImport.seedInvalid"
          defaultMessage="Cannot be read: the seed must be a whole number from 1 to {max}"
          values={{ max: CSV_MAX_SEED }}
        />
      )
    case 'seedTaken':
      return <FormattedMessage id="manage.csvImport.seedTaken" defaultMessage="Another entry has this seed" />
    case 'partnerMissing':
      return (
        <FormattedMessage id="manage.csvImport.noPartner" defaultMessage="Cannot be read: the partner is missing" />
      )
    case 'samePlayerTwice':
      return (
        <FormattedMessage
          id="manage.csvImport.samePlayerTwice"
          defaultMessage="{name} is already on line {otherLine}"
          values={{ name: problem.name, otherLine: problem.otherLine }}
        />
      )
    default:
      return problem satisfies never
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
          <TableRow
            key={line.line}
            data-line={line.line}
            data-issue={line.problems.map((problem) => problem.kind).join(' ') || undefined}
          >
            <TableCell className="tabular-nums">{line.line}</TableCell>
            <TableCell>{line.players.map((player) => player.name || '–').join(' & ')}</TableCell>
            <TableCell className="tabular-nums">{line.seed ?? ''}</TableCell>
            <TableCell>
              {line.problems.length > 0 ? (
                <ul className="font-medium text-danger">
                  {line.problems.map((problem) => (
                    <li key={problem.kind}>
                      <CsvProblemText problem={problem} />
                    </li>
                  ))}
                </ul>
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
