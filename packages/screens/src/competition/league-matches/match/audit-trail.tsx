import type { LeagueMatch } from '@oche/api'
import { Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, useDisclosure } from '@oche/ui'
import { ChevronDown } from 'lucide-react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { AuditAction, NoValue, useGameName } from './league-match-labels'

/**
 * What happened to the match, oldest first, behind a toggle: when, who, what (lineups, substitutions, results,
 * sign-off, disputes, corrections), the game and the reason given.
 */
export function AuditTrail({ match }: { match: LeagueMatch }) {
  const intl = useIntl()
  const gameName = useGameName()
  const trail = useDisclosure({ keepMounted: true })
  const labels = {
    at: intl.formatMessage({ id: 'competition.leagueMatch.auditAt', defaultMessage: 'When' }),
    by: intl.formatMessage({ id: 'competition.leagueMatch.auditBy', defaultMessage: 'Who' }),
    what: intl.formatMessage({ id: 'competition.leagueMatch.auditWhat', defaultMessage: 'What' }),
    game: intl.formatMessage({ id: 'competition.leagueMatch.auditGame', defaultMessage: 'Game' }),
    reason: intl.formatMessage({ id: 'competition.leagueMatch.auditReason', defaultMessage: 'Reason' }),
  }
  if (match.audit.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="competition.leagueMatch.auditEmpty" defaultMessage="Nothing has happened yet." />
      </p>
    )
  return (
    <div className="flex flex-col gap-3">
      <Button variant="outline" className="self-start" {...trail.triggerProps}>
        <ChevronDown aria-hidden className={trail.isOpen ? 'rotate-180' : undefined} />
        {trail.isOpen ? (
          <FormattedMessage id="competition.leagueMatch.auditHide" defaultMessage="Hide the audit trail" />
        ) : (
          <FormattedMessage
            id="competition.leagueMatch.auditShow"
            defaultMessage="Show the audit trail ({count, plural, one {# entry} other {# entries}})"
            values={{ count: match.audit.length }}
          />
        )}
      </Button>
      <div {...trail.contentProps}>
        {trail.isOpen ? (
          <Table stackOnMobile scrollAreaLabel={labels.what}>
            <TableHeader>
              <TableRow>
                <TableHead>{labels.at}</TableHead>
                <TableHead>{labels.by}</TableHead>
                <TableHead>{labels.what}</TableHead>
                <TableHead>{labels.game}</TableHead>
                <TableHead>{labels.reason}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {match.audit.map((entry, index) => (
                <TableRow key={`${entry.at}-${index}`} data-action={entry.action}>
                  <TableCell label={labels.at} className="whitespace-nowrap">
                    <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" />
                  </TableCell>
                  <TableCell label={labels.by}>
                    {entry.board ? (
                      <FormattedMessage
                        id="competition.leagueMatch.auditBoard"
                        defaultMessage="Board {number} at the venue"
                        description="Who did an entry of a match's audit trail: a venue board's tablet"
                        values={{ number: entry.board }}
                      />
                    ) : (
                      entry.by
                    )}
                  </TableCell>
                  <TableCell label={labels.what}>
                    <AuditAction entry={entry} team={entry.side ? match[entry.side].name : null} />
                  </TableCell>
                  <TableCell label={labels.game}>{entry.game ? gameName(entry.game) : <NoValue />}</TableCell>
                  <TableCell label={labels.reason} className="whitespace-pre-line">
                    {entry.reason || <NoValue />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </div>
    </div>
  )
}
