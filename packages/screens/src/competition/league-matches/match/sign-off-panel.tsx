import type { LeagueMatch, LeagueSide } from '@oche/api'
import { Button, ConfirmDialog, toast } from '@oche/ui'
import { CircleCheck, CircleDashed, MessageSquareWarning } from 'lucide-react'
import { useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { failureMessage } from '../../../app/form-errors/show-server-errors'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { DisputeDialog } from './dispute-dialog'
import type { LeagueMatchActions } from './use-league-match-actions'

export type SignOffPanelProps = {
  match: LeagueMatch
  /** Whether the caller is one of the organisation's admins (who settle a dispute). */
  isAdmin: boolean
  /** The caller's confirmation and dispute; a report to read without them (the league's public site). */
  actions?: Pick<LeagueMatchActions, 'confirm' | 'dispute'>
}

function Confirmation({ match, side }: { match: LeagueMatch; side: LeagueSide }) {
  const confirmation = match.confirmations[side]
  return (
    <li className="flex items-start gap-2" data-side={side} data-confirmed={confirmation ? 'true' : 'false'}>
      {confirmation ? (
        <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
      ) : (
        <CircleDashed aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      )}
      <span>
        {confirmation?.by === null ? (
          <FormattedMessage
            id="competition.leagueMatch.confirmedOn"
            defaultMessage="{team}: confirmed on {at}"
            values={{
              team: <span className="font-medium">{match[side].name}</span>,
              at: <FormattedDate value={confirmation.at} dateStyle="medium" timeStyle="short" />,
            }}
          />
        ) : confirmation ? (
          <FormattedMessage
            id="competition.leagueMatch.confirmedBy"
            defaultMessage="{team}: confirmed by {name} on {at}"
            values={{
              team: <span className="font-medium">{match[side].name}</span>,
              name: confirmation.by,
              at: <FormattedDate value={confirmation.at} dateStyle="medium" timeStyle="short" />,
            }}
          />
        ) : (
          <FormattedMessage
            id="competition.leagueMatch.notConfirmed"
            defaultMessage="{team}: not confirmed yet"
            values={{ team: <span className="font-medium">{match[side].name}</span> }}
          />
        )}
      </span>
    </li>
  )
}

/** Where the sign-off stands in a sentence: waiting for the games, for the captains, signed off or disputed. */
function SignOffStatus({ match }: { match: LeagueMatch }) {
  switch (match.state) {
    case 'scheduled':
    case 'postponed':
    case 'live':
      return (
        <FormattedMessage
          id="competition.leagueMatch.signOffWaiting"
          defaultMessage="Once the match is decided, both captains confirm the match report."
        />
      )
    case 'played':
      return (
        <FormattedMessage
          id="competition.leagueMatch.signOffPlayed"
          defaultMessage="The match is played: each captain confirms the match report, or disputes it."
        />
      )
    case 'confirmed':
      return (
        <FormattedMessage
          id="competition.leagueMatch.signOffConfirmed"
          defaultMessage="Both teams confirmed the match report. Only an admin can still correct a result."
        />
      )
    case 'disputed':
      return (
        <FormattedMessage
          id="competition.leagueMatch.signOffDisputed"
          defaultMessage="The match report is disputed: the organisation’s admins confirm or correct it."
        />
      )
    default:
      return match.state satisfies never
  }
}

/**
 * The sign-off of the match report: each team's confirmation (who, when), the dispute with its reason, and for the
 * caller (given `actions`) the confirmation they may give, a dispute, or an admin's settling of one.
 */
export function SignOffPanel({ match, isAdmin, actions }: SignOffPanelProps) {
  const intl = useIntl()
  const [isDisputing, setIsDisputing] = useState(false)
  const canConfirm = actions !== undefined && match.can.confirm.length > 0
  const canDispute = actions !== undefined && match.can.dispute
  const isSettling = isAdmin && match.state === 'disputed'

  const handleConfirm = () =>
    actions?.confirm.mutateAsync({}).then(
      (confirmed) =>
        toast.success(
          confirmed.state === 'confirmed'
            ? intl.formatMessage({
                id: 'competition.leagueMatch.signedOff',
                defaultMessage: 'The match report is confirmed by both teams',
              })
            : intl.formatMessage({
                id: 'competition.leagueMatch.confirmedToast',
                defaultMessage: 'Your confirmation is in',
              }),
        ),
      (error: unknown) => {
        toast.error(failureMessage(error, intl))
        throw error
      },
    )

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        <SignOffStatus match={match} />
      </p>
      <ul className="flex flex-col gap-2 text-sm">
        <Confirmation match={match} side="home" />
        <Confirmation match={match} side="away" />
      </ul>
      {match.dispute ? (
        <div role="note" className="flex items-start gap-3 rounded-md border border-danger p-3 text-sm">
          <MessageSquareWarning aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
          <div className="flex flex-col gap-1">
            <p className="font-medium">
              <FormattedMessage
                id="competition.leagueMatch.disputedBy"
                defaultMessage="Disputed by {name} on {at}"
                values={{
                  name: match.dispute.by,
                  at: <FormattedDate value={match.dispute.at} dateStyle="medium" timeStyle="short" />,
                }}
              />
            </p>
            <p className="whitespace-pre-line">{match.dispute.reason}</p>
          </div>
        </div>
      ) : null}
      {canConfirm || canDispute ? (
        <div className="flex flex-wrap gap-2">
          {canConfirm ? (
            <ConfirmDialog
              title={
                isSettling ? (
                  <FormattedMessage
                    id="competition.leagueMatch.settleTitle"
                    defaultMessage="Settle the dispute by confirming the match report?"
                  />
                ) : (
                  <FormattedMessage
                    id="competition.leagueMatch.confirmTitle"
                    defaultMessage="Confirm the match report?"
                  />
                )
              }
              description={
                isSettling ? (
                  <FormattedMessage
                    id="competition.leagueMatch.settleDescription"
                    defaultMessage="The results stand as they are and the match is signed off for both teams. To change a result instead, correct that game."
                  />
                ) : (
                  <FormattedMessage
                    id="competition.leagueMatch.confirmDescription"
                    defaultMessage="You agree with every game’s result of {home} – {away}. Once both teams confirmed, only an admin can change a result."
                    values={{ home: match.home.name, away: match.away.name }}
                  />
                )
              }
              confirmLabel={
                isSettling ? (
                  <FormattedMessage id="competition.leagueMatch.settle" defaultMessage="Settle: confirm" />
                ) : (
                  <FormattedMessage id="competition.leagueMatch.confirm" defaultMessage="Confirm the match report" />
                )
              }
              cancelLabel={<FormattedMessage {...commonMessages.cancel} />}
              onConfirm={handleConfirm}
            >
              <Button>
                <CircleCheck aria-hidden />
                {isSettling ? (
                  <FormattedMessage id="competition.leagueMatch.settle" defaultMessage="Settle: confirm" />
                ) : (
                  <FormattedMessage id="competition.leagueMatch.confirm" defaultMessage="Confirm the match report" />
                )}
              </Button>
            </ConfirmDialog>
          ) : null}
          {canDispute ? (
            <Button variant="outline" onClick={() => setIsDisputing(true)}>
              <MessageSquareWarning aria-hidden />
              <FormattedMessage id="competition.leagueMatch.dispute" defaultMessage="Dispute" />
            </Button>
          ) : null}
        </div>
      ) : null}
      {isDisputing && actions ? (
        <DisputeDialog match={match} dispute={actions.dispute} onClose={() => setIsDisputing(false)} />
      ) : null}
    </div>
  )
}
