import { Button, EmptyState, EmptyStateActions, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { SearchX, Users } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocale } from '../../../app/language/use-locale'
import { MembersForbiddenState } from '../parts/members-forbidden'
import { MembersPage } from '../parts/members-page'
import { seasonHref, type SeasonRef } from '../parts/member-links'
import { divisionsOf, emptyFilter, filterSeasonMembers, teamsOf } from './season-member-filter'
import { SeasonMemberFilters } from './season-member-filters'
import { SeasonMemberTable } from './season-member-table'
import { useSeasonMembers, type SeasonMembersView } from './use-season-members'

export type SeasonMembersScreenProps = {
  /** The organisation's slug. */
  org: string
  /** The season's slug. */
  season: string
}

function SeasonMembers({ view, seasonRef }: { view: SeasonMembersView; seasonRef: SeasonRef }) {
  const [filter, setFilter] = useState(emptyFilter)
  const isAdmin = view.organisation.role === 'admin'
  const shown = filterSeasonMembers(view.members, filter, view.teams)
  const currentCount = view.members.filter((member) => member.left_on === null).length

  if (view.members.length === 0)
    return (
      <EmptyState>
        <EmptyStateIcon>
          <Users />
        </EmptyStateIcon>
        <EmptyStateTitle>
          <FormattedMessage id="competition.seasonMembers.emptyTitle" defaultMessage="No players in this season yet" />
        </EmptyStateTitle>
        <EmptyStateDescription>
          <FormattedMessage
            id="competition.seasonMembers.emptyBody"
            defaultMessage="Each team’s captain or an admin adds its players on the team’s page."
          />
        </EmptyStateDescription>
      </EmptyState>
    )

  return (
    <div className="flex flex-col gap-4">
      {isAdmin ? null : (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.seasonMembers.captainNote"
            defaultMessage="You see the contact details of your own team’s players; the admins see everyone’s."
          />
        </p>
      )}
      <SeasonMemberFilters
        value={filter}
        onValueChange={setFilter}
        teams={teamsOf(view.members)}
        divisions={divisionsOf(view.teams)}
      />
      <p role="status" className="text-sm text-muted-foreground">
        <FormattedMessage
          id="competition.seasonMembers.count"
          defaultMessage="{shown, plural, one {# player} other {# players}} shown · {total, plural, one {# player} other {# players}} in the season"
          values={{ shown: shown.length, total: currentCount }}
        />
      </p>
      {shown.length === 0 ? (
        <EmptyState>
          <EmptyStateIcon>
            <SearchX />
          </EmptyStateIcon>
          <EmptyStateTitle>
            <FormattedMessage id="competition.seasonMembers.noMatch" defaultMessage="No player matches" />
          </EmptyStateTitle>
          <EmptyStateActions>
            <Button variant="outline" onClick={() => setFilter(emptyFilter)}>
              <FormattedMessage id="competition.seasonMembers.clearFilter" defaultMessage="Show everyone" />
            </Button>
          </EmptyStateActions>
        </EmptyState>
      ) : (
        <SeasonMemberTable
          members={shown}
          seasonRef={seasonRef}
          season={view.season}
          isAdmin={isAdmin}
          teams={view.teams}
          hasContact={view.members.some((member) => member.contact !== null)}
        />
      )}
    </div>
  )
}

/**
 * `/competition/{org_slug}/season/{season_slug}/members` (signed in): every player of the season with their team and
 * role, for the organisation's admins and the captains. Contacts show where the caller may see them (admins: all; a
 * captain: their own players). Admins transfer, edit and remove from here; a captain their own team's players.
 */
export function SeasonMembersScreen({ org, season }: SeasonMembersScreenProps) {
  const intl = useIntl()
  const locale = useLocale()
  const seasonRef = { org, season }
  const state = useSeasonMembers(seasonRef)
  const ready = state.status === 'ready' ? state : null
  return (
    <MembersPage
      state={state}
      contentWidth="wide"
      title={intl.formatMessage({ id: 'competition.seasonMembers.title', defaultMessage: 'Players' })}
      description={
        ready
          ? intl.formatMessage(
              { id: 'competition.seasonMembers.description', defaultMessage: '{organisation}, season {season}' },
              { organisation: ready.organisation.name, season: ready.season.name },
            )
          : undefined
      }
      backHref={seasonHref(seasonRef, locale)}
      backLabel={
        ready
          ? intl.formatMessage(
              { id: 'competition.seasonMembers.back', defaultMessage: 'Season {season}' },
              { season: ready.season.name },
            )
          : intl.formatMessage({ id: 'competition.seasonMembers.backLoading', defaultMessage: 'Season' })
      }
      forbidden={
        <MembersForbiddenState
          reason="seasonList"
          backHref={seasonHref(seasonRef, locale)}
          backLabel={intl.formatMessage({ id: 'competition.members.toSeason', defaultMessage: 'Go to the season' })}
        />
      }
      errorTitle={
        <FormattedMessage
          id="competition.seasonMembers.errorTitle"
          defaultMessage="The season’s players could not be loaded"
        />
      }
      loadingLabel={intl.formatMessage({
        id: 'competition.seasonMembers.loading',
        defaultMessage: 'Loading the season’s players',
      })}
    >
      {(view) => <SeasonMembers view={view} seasonRef={seasonRef} />}
    </MembersPage>
  )
}
