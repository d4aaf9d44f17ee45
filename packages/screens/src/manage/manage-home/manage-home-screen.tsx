import type { ManageOverview, TournamentListItem } from '@oche/api'
import { localizedPath } from '@oche/i18n'
import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  PageLayout,
} from '@oche/ui'
import { CalendarPlus, ListOrdered, MapPin, Plus, Target, Trophy, Users } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../app/language/use-locale'
import { usePlatform } from '../../app/platform/platform-context'
import { HomeEvents } from '../parts/home-events'
import { routePath } from '../../routing/route-path'
import { LoadErrorState, LoadingState } from '../parts/screen-states/screen-states'
import { AttentionList } from './attention-list'
import type { GameProgress } from './game-progress'
import { HomeTournamentCard } from './home-tournament-card'
import { useLiveProgress, useManageOverview } from './use-manage-home'

export type ManageHomeScreenProps = Record<string, never>

function HomeSection({ title, className, children }: { title: ReactNode; className?: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function TournamentCards({ items, progress }: { items: TournamentListItem[]; progress?: Map<string, GameProgress> }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <HomeTournamentCard item={item} progress={progress?.get(item.id)} />
        </li>
      ))}
    </ul>
  )
}

function QuickActions() {
  const locale = useLocale()
  const { Link } = usePlatform()
  return (
    <>
      <Button asChild>
        <Link href={localizedPath(routePath('manage-tournaments-create'), locale)}>
          <Plus aria-hidden />
          <FormattedMessage id="manage.home.newTournament" defaultMessage="New tournament" />
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={localizedPath(routePath('manage-participants'), locale)}>
          <Users aria-hidden />
          <FormattedMessage id="manage.home.participants" defaultMessage="Participants" />
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={localizedPath(routePath('manage-events-create'), locale)}>
          <CalendarPlus aria-hidden />
          <FormattedMessage
            id="manage.home.newEvent"
            defaultMessage="New event"
            description="Quick action on the organiser's home: opens the form for a new event"
          />
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={localizedPath(routePath('manage-events-locations'), locale)}>
          <MapPin aria-hidden />
          <FormattedMessage
            id="manage.home.locations"
            defaultMessage="Locations"
            description="Quick action on the organiser's home: opens the list of the organiser's venues (event locations)"
          />
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={localizedPath(routePath('manage-rankings'), locale)}>
          <ListOrdered aria-hidden />
          <FormattedMessage
            id="manage.home.rankings"
            defaultMessage="Rankings"
            description="Quick action on the organiser's home: opens the organiser's rankings (orders of merit)"
          />
        </Link>
      </Button>
      <Button asChild variant="outline">
        <Link href={localizedPath(routePath('play'), locale)}>
          <Target aria-hidden />
          <FormattedMessage id="manage.home.playMatch" defaultMessage="Play a match" />
        </Link>
      </Button>
    </>
  )
}

function Overview({ overview }: { overview: ManageOverview }) {
  const locale = useLocale()
  const { Link } = usePlatform()
  const progress = useLiveProgress(overview)
  const isEmpty = overview.live.length + overview.upcoming.length + overview.recent.length === 0
  if (isEmpty)
    return (
      <EmptyState>
        <EmptyStateIcon>
          <Trophy />
        </EmptyStateIcon>
        <EmptyStateTitle>
          <FormattedMessage id="manage.home.emptyTitle" defaultMessage="Run your first tournament" />
        </EmptyStateTitle>
        <EmptyStateDescription>
          <FormattedMessage
            id="manage.home.emptyBody"
            defaultMessage="Set the format and game settings, enter the players, draw, and call the games to the boards. Start with a test tournament if you like: it is deleted after 24 hours."
          />
        </EmptyStateDescription>
        <EmptyStateActions>
          <Button asChild>
            <Link href={localizedPath(routePath('manage-tournaments-create'), locale)}>
              <FormattedMessage id="manage.home.newTournament" defaultMessage="New tournament" />
            </Link>
          </Button>
        </EmptyStateActions>
      </EmptyState>
    )
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <HomeSection
        className="lg:col-span-2"
        title={<FormattedMessage id="manage.home.live" defaultMessage="Live now" />}
      >
        {overview.live.length > 0 ? (
          <TournamentCards items={overview.live} progress={progress} />
        ) : (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="manage.home.noLive" defaultMessage="None of your tournaments is being played." />
          </p>
        )}
      </HomeSection>
      <HomeSection
        className="lg:col-start-3 lg:row-span-3 lg:row-start-1"
        title={<FormattedMessage id="manage.home.attention" defaultMessage="Needs attention" />}
      >
        <AttentionList items={overview.attention} />
      </HomeSection>
      <HomeSection
        className="lg:col-span-2"
        title={<FormattedMessage id="manage.home.upcoming" defaultMessage="Coming up" />}
      >
        {overview.upcoming.length > 0 ? (
          <TournamentCards items={overview.upcoming} />
        ) : (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage id="manage.home.noUpcoming" defaultMessage="Nothing planned yet." />
          </p>
        )}
      </HomeSection>
      {overview.recent.length > 0 ? (
        <HomeSection
          className="lg:col-span-2"
          title={<FormattedMessage id="manage.home.recent" defaultMessage="Finished in the last two weeks" />}
        >
          <TournamentCards items={overview.recent} />
        </HomeSection>
      ) : null}
    </div>
  )
}

/**
 * `/manage` (signed in): the organiser's home: live tournaments, what needs attention, what is coming up, and the
 * organiser's events.
 */
export function ManageHomeScreen() {
  const intl = useIntl()
  const locale = useLocale()
  const { Link } = usePlatform()
  const overview = useManageOverview()
  return (
    <main>
      <PageLayout
        contentWidth="wide"
        title={intl.formatMessage({ id: 'manage.home.title', defaultMessage: 'Organiser home' })}
        actions={<QuickActions />}
      >
        <div className="flex flex-col gap-6">
          {overview.data ? (
            <Overview overview={overview.data} />
          ) : overview.error ? (
            <LoadErrorState
              title={
                <FormattedMessage id="manage.home.errorTitle" defaultMessage="Your tournaments could not be loaded" />
              }
              onRetry={() => void overview.refetch()}
            />
          ) : (
            <LoadingState
              label={intl.formatMessage({ id: 'manage.home.loading', defaultMessage: 'Loading your tournaments' })}
            />
          )}
          <p className="text-sm">
            <Link
              href={localizedPath(routePath('manage-tournaments'), locale)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              <FormattedMessage id="manage.home.allTournaments" defaultMessage="All your tournaments" />
            </Link>
          </p>
          <HomeEvents />
        </div>
      </PageLayout>
    </main>
  )
}
