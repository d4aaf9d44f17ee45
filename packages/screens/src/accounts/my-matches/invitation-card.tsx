import { ApiRequestError, type MatchInvitation } from '@oche/api'
import { Button, Card, CardContent, toast } from '@oche/ui'
import { Check, X } from 'lucide-react'
import { useId } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { failureMessage } from '../../app/form-errors/show-server-errors'
import { useMyMatchActions } from './use-my-matches'

/** An invitation to someone else's match: who put the user on which side, to accept or decline. */
export function InvitationCard({ invitation }: { invitation: MatchInvitation }) {
  const intl = useIntl()
  const { answer } = useMyMatchActions()
  const match = invitation.match
  const side = match.config.sides[invitation.side]?.name ?? ''
  const onAnswer = (choice: 'accept' | 'decline') =>
    answer.mutate(
      { matchId: match.id, answer: choice },
      {
        onSuccess: () =>
          toast.success(
            choice === 'accept'
              ? intl.formatMessage({
                  id: 'accounts.myMatches.accepted',
                  defaultMessage: 'Accepted: the match is in your history',
                })
              : intl.formatMessage({ id: 'accounts.myMatches.declined', defaultMessage: 'Invitation declined' }),
          ),
        // The server answers 404 for an invitation that is answered or gone; any other failure (offline, a server
        // error) leaves it open, to try again.
        onError: (error) =>
          toast.error(
            error instanceof ApiRequestError && error.status === 404
              ? intl.formatMessage({
                  id: 'accounts.myMatches.answerFailed',
                  defaultMessage: 'This invitation is no longer open.',
                })
              : failureMessage(error, intl),
          ),
      },
    )
  const labelId = useId()
  return (
    <li>
      <Card role="group" aria-labelledby={labelId} data-slot="match-invitation">
        <CardContent className="flex flex-wrap items-center gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p id={labelId} className="font-semibold">
              <FormattedMessage
                id="accounts.myMatches.invitation"
                defaultMessage="{name} put you in their match as “{side}”"
                values={{ name: invitation.invited_by.name, side }}
              />
            </p>
            <p className="text-sm text-muted-foreground">
              {match.config.sides.map((matchSide) => matchSide.name).join(' – ')}
              <span className="before:mx-1 before:content-['·']">
                <FormattedDate value={match.created_at} dateStyle="medium" timeStyle="short" />
              </span>
            </p>
          </div>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => onAnswer('accept')} disabled={answer.isPending}>
              <Check aria-hidden />
              <FormattedMessage id="accounts.myMatches.accept" defaultMessage="Accept" />
            </Button>
            <Button size="sm" variant="outline" onClick={() => onAnswer('decline')} disabled={answer.isPending}>
              <X aria-hidden />
              <FormattedMessage id="accounts.myMatches.decline" defaultMessage="Decline" />
            </Button>
          </div>
        </CardContent>
      </Card>
    </li>
  )
}
