import type { MatchInvitation, MatchListItem } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Badge, Button, Card, CardContent, PageLayout, toast } from '@oche/ui'
import { Check, Trash2, X } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { failureMessage } from '../../app/form-errors/show-server-errors'
import { usePlatform } from '../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../manage/parts/screen-states/screen-states'
import { useMyMatches } from './use-my-matches'
import { routePath } from '../../routing/route-path'

export type MyMatchesScreenProps = Record<string, never>

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** "Mia vs Olly": the sides of a match by name. */
function sidesOf(match: MatchListItem): string {
  return match.config.sides.map((side) => side.name).join(' – ')
}

function InvitationCard({ invitation }: { invitation: MatchInvitation }) {
  const intl = useIntl()
  const { answer } = useMyMatches()
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
        onError: () =>
          toast.error(
            intl.formatMessage({
              id: 'accounts.myMatches.answerFailed',
              defaultMessage: 'This invitation is no longer open.',
            }),
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
              {sidesOf(match)}
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

function HistoryRow({ match }: { match: MatchListItem }) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const { remove } = useMyMatches()
  const [home, away] = match.summary.legsWon
  // The row leaves the list as soon as the removal refetches it, before a `mutate` callback of this row would run:
  // the promise still settles, so the toast follows it.
  const onRemove = () =>
    remove.mutateAsync(match.id).then(
      () =>
        toast.success(
          intl.formatMessage({ id: 'accounts.myMatches.removed', defaultMessage: 'Removed from your history' }),
        ),
      (error: unknown) => toast.error(failureMessage(error, intl)),
    )
  return (
    <li data-slot="my-match" className="flex flex-wrap items-center gap-3 rounded-md border border-border px-3 py-2">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          href={localizedPath(routePath('live-id', { id: match.id }), locale)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {sidesOf(match)}
        </Link>
        <span className="text-sm text-muted-foreground">
          <FormattedDate value={match.created_at} dateStyle="medium" timeStyle="short" />
        </span>
      </div>
      <span className="tabular-nums">{[home ?? 0, away ?? 0].join('–')}</span>
      <Badge variant={match.status === 'live' ? 'live' : match.status === 'finished' ? 'success' : 'neutral'}>
        {match.status === 'live' ? (
          <FormattedMessage id="accounts.myMatches.live" defaultMessage="Live" />
        ) : match.status === 'finished' ? (
          <FormattedMessage id="accounts.myMatches.finished" defaultMessage="Finished" />
        ) : (
          <FormattedMessage id="accounts.myMatches.scheduled" defaultMessage="Scheduled" />
        )}
      </Badge>
      <Button
        size="sm"
        variant="ghost"
        onClick={onRemove}
        disabled={remove.isPending}
        aria-label={intl.formatMessage(
          { id: 'accounts.myMatches.removeLabel', defaultMessage: 'Remove {match} from my history' },
          { match: sidesOf(match) },
        )}
      >
        <Trash2 aria-hidden />
        <FormattedMessage id="accounts.myMatches.remove" defaultMessage="Remove" />
      </Button>
    </li>
  )
}

/**
 * `/profile/my-matches` (signed in): the invitations to others' matches, to accept or decline (a match is in your
 * history only once you accept), and your match history, from which you can remove a match.
 */
export function MyMatchesScreen() {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const { history, invitations } = useMyMatches()
  const waiting = invitations.data ?? []
  return (
    <main>
      <PageLayout
        title={intl.formatMessage({ id: 'accounts.myMatches.title', defaultMessage: 'My matches' })}
        backHref={localizedPath(routePath('profile'), locale)}
        backLabel={intl.formatMessage({ id: 'accounts.myMatches.back', defaultMessage: 'Profile' })}
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
      >
        {history.data ? (
          <div className="flex flex-col gap-8">
            {waiting.length > 0 ? (
              <Section title={<FormattedMessage id="accounts.myMatches.invitations" defaultMessage="Invitations" />}>
                <ul className="flex flex-col gap-3">
                  {waiting.map((invitation) => (
                    <InvitationCard key={invitation.match.id} invitation={invitation} />
                  ))}
                </ul>
              </Section>
            ) : null}
            <Section title={<FormattedMessage id="accounts.myMatches.history" defaultMessage="Match history" />}>
              {history.data.length > 0 ? (
                <ul className="flex flex-col gap-2">
                  {history.data.map((match) => (
                    <HistoryRow key={match.id} match={match} />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">
                  <FormattedMessage
                    id="accounts.myMatches.empty"
                    defaultMessage="No matches yet. The matches you play, and the ones you accept when someone puts you in theirs, show here."
                  />
                </p>
              )}
            </Section>
          </div>
        ) : history.error ? (
          <LoadErrorState
            title={
              <FormattedMessage id="accounts.myMatches.errorTitle" defaultMessage="Your matches could not be loaded" />
            }
            onRetry={() => void history.refetch()}
          />
        ) : (
          <LoadingState
            label={intl.formatMessage({ id: 'accounts.myMatches.loading', defaultMessage: 'Loading your matches' })}
          />
        )}
      </PageLayout>
    </main>
  )
}
