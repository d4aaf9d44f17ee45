import type { Organisation, Season } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import { Button, PageLayout } from '@oche/ui'
import { Pencil, Plus } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { LoadErrorState, LoadingState } from '../../manage/parts/screen-states/screen-states'
import { routePath } from '../../routing/route-path'
import { CompetitionForbiddenState, CompetitionNotFoundState } from '../parts/competition-states'
import { SeasonBadges, SeasonCounts, SeasonDates } from '../parts/season-labels'
import { useSeasonList } from './use-season-list'

export type SeasonListScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season the page is opened from. */
  season: string
}

type SeasonRef = { org: string; from: string }

function SeasonRow({ season, canEdit, org, from }: { season: Season; canEdit: boolean } & SeasonRef) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <li
      data-current={season.is_current || undefined}
      data-archived={season.is_archived || undefined}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border bg-surface-raised p-4 data-[archived]:bg-surface"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <Link
            href={localizedPath(
              routePath('competition-org_slug-season-season_slug', { org_slug: org, season_slug: season.slug }),
              locale,
            )}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {season.name}
          </Link>
          <SeasonBadges season={season} />
        </span>
        <span className="text-sm text-muted-foreground">
          <SeasonDates season={season} />
        </span>
        <span className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <span>
            <SeasonCounts season={season} />
          </span>
          <span>
            <FormattedMessage
              id="competition.seasonList.leagueNights"
              defaultMessage="{count, plural, =0 {no league nights yet} one {# league night} other {# league nights}}"
              values={{ count: season.settings.league_nights.length }}
            />
          </span>
        </span>
      </div>
      {canEdit ? (
        <Button asChild variant="outline" size="sm">
          <Link
            href={localizedPath(
              routePath('competition-org_slug-season-season_slug-seasons-manage_season_slug-edit', {
                org_slug: org,
                season_slug: from,
                manage_season_slug: season.slug,
              }),
              locale,
            )}
            aria-label={intl.formatMessage(
              { id: 'competition.seasonList.editLabel', defaultMessage: 'Edit {season}' },
              { season: season.name },
            )}
          >
            <Pencil aria-hidden />
            <FormattedMessage id="competition.seasonList.edit" defaultMessage="Edit" />
          </Link>
        </Button>
      ) : null}
    </li>
  )
}

function NewSeasonLink({ org, from }: SeasonRef) {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <Button asChild>
      <Link
        href={localizedPath(
          routePath('competition-org_slug-season-season_slug-seasons-create', { org_slug: org, season_slug: from }),
          locale,
        )}
      >
        <Plus aria-hidden />
        <FormattedMessage id="competition.seasonList.newSeason" defaultMessage="New season" />
      </Link>
    </Button>
  )
}

function Seasons({ organisation, seasons, from }: { organisation: Organisation; seasons: Season[]; from: string }) {
  const isAdmin = organisation.role === 'admin'
  return (
    <div className="flex flex-col gap-4">
      {isAdmin ? null : (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.seasonList.readOnly"
            defaultMessage="The organisation’s admins start, change and archive seasons."
          />
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {seasons.map((season) => (
          // An archived season changes no more, but it can be taken out of the archive on its edit page.
          <SeasonRow key={season.id} season={season} canEdit={isAdmin} org={organisation.slug} from={from} />
        ))}
      </ul>
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/seasons` (signed in): every season of the organisation, the current
 * one first; its admins start a new one and open a season's settings from here.
 */
export function SeasonListScreen({ org, season }: SeasonListScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const list = useSeasonList(org, season)
  const ready = list.status === 'ready' ? list : null
  return (
    <main>
      <PageLayout
        title={intl.formatMessage({ id: 'competition.seasonList.title', defaultMessage: 'Seasons' })}
        description={ready?.organisation.name}
        actions={
          ready?.organisation.role === 'admin' ? (
            <NewSeasonLink org={ready.organisation.slug} from={ready.season.slug} />
          ) : undefined
        }
        backHref={localizedPath(
          routePath('competition-org_slug-season-season_slug', { org_slug: org, season_slug: season }),
          locale,
        )}
        backLabel={
          ready
            ? intl.formatMessage(
                { id: 'competition.seasonList.back', defaultMessage: 'Season {season}' },
                { season: ready.season.name },
              )
            : intl.formatMessage({ id: 'competition.seasonList.backLoading', defaultMessage: 'Season' })
        }
        renderLink={({ href, children, ...props }) => (
          <Link href={href} {...props}>
            {children}
          </Link>
        )}
      >
        {list.status === 'ready' ? (
          <Seasons organisation={list.organisation} seasons={list.seasons} from={list.season.slug} />
        ) : list.status === 'notFound' ? (
          <CompetitionNotFoundState />
        ) : list.status === 'forbidden' ? (
          <CompetitionForbiddenState />
        ) : list.status === 'error' ? (
          <LoadErrorState
            title={
              <FormattedMessage
                id="competition.seasonList.errorTitle"
                defaultMessage="The seasons could not be loaded"
              />
            }
            onRetry={list.retry}
          />
        ) : (
          <LoadingState
            label={intl.formatMessage({ id: 'competition.seasonList.loading', defaultMessage: 'Loading the seasons' })}
          />
        )}
      </PageLayout>
    </main>
  )
}
