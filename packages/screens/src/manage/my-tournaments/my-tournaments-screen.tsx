import { tournamentQueries, type TournamentListItem } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, PageLayout } from '@oche/ui'
import { useQuery } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { routePath } from '../../routing/route-path'
import { LoadErrorState, LoadingState } from '../parts/screen-states/screen-states'
import { TournamentTable } from '../parts/tournament-table'

export type MyTournamentsScreenProps = Record<string, never>

function ListSection({ title, empty, children }: { title: ReactNode; empty: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children ?? <p className="text-sm text-muted-foreground">{empty}</p>}
    </section>
  )
}

/** `/profile/my-tournaments` (signed in): the tournaments the user plays in and the ones they organise. */
export function MyTournamentsScreen() {
  const intl = useIntl()
  const locale = useLocale()
  const { api, Link } = usePlatform()
  const mine = useQuery(tournamentQueries.mine(api))
  const publicHref = (item: TournamentListItem) =>
    localizedPath(routePath('tournaments-tournament', { tournament: item.id }), locale)
  const publicLink = (item: TournamentListItem) =>
    item.visibility === 'private' ? null : (
      <Link href={publicHref(item)} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        <FormattedMessage
          id="manage.myTournaments.publicPage"
          defaultMessage="Public page<hidden> of {name}</hidden>"
          values={{ name: item.name, hidden: (chunks) => <span className="sr-only">{chunks}</span> }}
        />
      </Link>
    )
  return (
    <main>
      <PageLayout
        title={intl.formatMessage({ id: 'manage.myTournaments.title', defaultMessage: 'My tournaments' })}
        backHref={localizedPath(routePath('profile'), locale)}
        backLabel={intl.formatMessage({ id: 'manage.myTournaments.back', defaultMessage: 'Profile' })}
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
      >
        {mine.data ? (
          <div className="flex flex-col gap-8">
            <ListSection
              title={<FormattedMessage id="manage.myTournaments.playing" defaultMessage="I play in" />}
              empty={
                <FormattedMessage
                  id="manage.myTournaments.playingEmpty"
                  defaultMessage="You have not entered a tournament yet. When an organiser enters you, or you sign up yourself, it shows here."
                />
              }
            >
              {mine.data.playing.length > 0 ? (
                <TournamentTable
                  items={mine.data.playing}
                  label={intl.formatMessage({
                    id: 'manage.myTournaments.playingLabel',
                    defaultMessage: 'Tournaments I play in',
                  })}
                  hrefOf={publicHref}
                />
              ) : null}
            </ListSection>
            <ListSection
              title={<FormattedMessage id="manage.myTournaments.organising" defaultMessage="I organise" />}
              empty={
                <span className="flex flex-col items-start gap-3">
                  <FormattedMessage
                    id="manage.myTournaments.organisingEmpty"
                    defaultMessage="You do not organise a tournament yet."
                  />
                  <Button asChild variant="outline">
                    <Link href={localizedPath(routePath('manage-tournaments-create'), locale)}>
                      <FormattedMessage id="manage.myTournaments.create" defaultMessage="Set up a tournament" />
                    </Link>
                  </Button>
                </span>
              }
            >
              {mine.data.organising.length > 0 ? (
                <TournamentTable
                  items={mine.data.organising}
                  label={intl.formatMessage({
                    id: 'manage.myTournaments.organisingLabel',
                    defaultMessage: 'Tournaments I organise',
                  })}
                  hrefOf={(item) => localizedPath(routePath('manage-tournaments-id', { id: item.id }), locale)}
                  actionsOf={publicLink}
                />
              ) : null}
            </ListSection>
          </div>
        ) : mine.error ? (
          <LoadErrorState
            title={
              <FormattedMessage
                id="manage.myTournaments.errorTitle"
                defaultMessage="Your tournaments could not be loaded"
              />
            }
            onRetry={() => void mine.refetch()}
          />
        ) : (
          <LoadingState
            label={intl.formatMessage({
              id: 'manage.myTournaments.loading',
              defaultMessage: 'Loading your tournaments',
            })}
          />
        )}
      </PageLayout>
    </main>
  )
}
