import type { TournamentDetail } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button } from '@oche/ui'
import type { ReactNode } from 'react'
import { FormattedDate, FormattedMessage } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { FormSection } from '../parts/form-fields/form-section'
import { routePath } from '../../routing/route-path'
import { TournamentStatusBadge } from '../parts/tournament-status'

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}

/** Where the tournament stands at a glance, with the way to its players and games. */
export function StatusPanel({ detail }: { detail: TournamentDetail }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  const { tournament } = detail
  const isDrawn = tournament.status !== 'draft'
  return (
    <FormSection title={<FormattedMessage id="manage.overview.statusTitle" defaultMessage="At a glance" />}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term={<FormattedMessage id="manage.overview.status" defaultMessage="Status" />}>
          <TournamentStatusBadge status={tournament.status} />
        </Fact>
        <Fact term={<FormattedMessage id="manage.overview.startsAt" defaultMessage="Starts" />}>
          <FormattedDate value={tournament.starts_at} dateStyle="medium" timeStyle="short" />
        </Fact>
        <Fact term={<FormattedMessage id="manage.overview.entries" defaultMessage="Entries" />}>
          {tournament.entry_limit === null ? (
            tournament.entries_count
          ) : (
            <FormattedMessage
              id="manage.overview.entriesOfLimit"
              defaultMessage="{count} of {limit}"
              values={{ count: tournament.entries_count, limit: tournament.entry_limit }}
            />
          )}
        </Fact>
        <Fact term={<FormattedMessage id="manage.overview.checkedIn" defaultMessage="Checked in" />}>
          <FormattedMessage
            id="manage.overview.entriesOfLimit"
            defaultMessage="{count} of {limit}"
            values={{ count: tournament.checked_in_count, limit: tournament.entries_count }}
          />
        </Fact>
      </dl>
      {tournament.is_test && tournament.expires_at ? (
        <p className="rounded-md border border-warning bg-warning/10 p-3 text-sm" data-slot="test-notice">
          <FormattedMessage
            id="manage.overview.testNotice"
            defaultMessage="This is a test tournament: it is hidden from public lists and deleted on {date}."
            values={{ date: <FormattedDate value={tournament.expires_at} dateStyle="medium" timeStyle="short" /> }}
          />
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild variant={isDrawn ? 'outline' : 'primary'}>
          <Link href={localizedPath(routePath('manage-tournaments-id-players', { id: tournament.id }), locale)}>
            <FormattedMessage id="manage.overview.toPlayers" defaultMessage="Players and check-in" />
          </Link>
        </Button>
        <Button asChild variant={isDrawn ? 'primary' : 'outline'}>
          <Link href={localizedPath(routePath('manage-tournaments-id-play-list', { id: tournament.id }), locale)}>
            {isDrawn ? (
              <FormattedMessage id="manage.overview.toGames" defaultMessage="Run the games" />
            ) : (
              <FormattedMessage id="manage.overview.toDraw" defaultMessage="Draw and games" />
            )}
          </Link>
        </Button>
      </div>
    </FormSection>
  )
}
