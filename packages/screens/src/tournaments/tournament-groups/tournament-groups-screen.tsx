import type { TournamentDetail } from '@oche/api'
import { FormattedMessage } from 'react-intl'
import { GroupTable } from '../parts/group-table/group-table'
import { SectionEmpty } from '../parts/section-empty/section-empty'
import { TournamentPage } from '../parts/tournament-page/tournament-page'

export type TournamentGroupsScreenProps = {
  /** The tournament id from `/tournaments/{tournament}/groups`. */
  id: string
}

function TournamentGroups({ detail }: { detail: TournamentDetail }) {
  const { tournament, groups, entries, viewer } = detail
  const { format } = tournament
  if (format.kind !== 'groupsKnockout' && format.kind !== 'roundRobin') {
    return (
      <SectionEmpty
        tournamentId={tournament.id}
        title={<FormattedMessage id="tournaments.groups.none" defaultMessage="This tournament has no groups" />}
        description={
          <FormattedMessage
            id="tournaments.groups.noneBody"
            defaultMessage="It is a knockout from the first game: see the bracket."
          />
        }
      />
    )
  }
  if (groups.length === 0) {
    return (
      <SectionEmpty
        tournamentId={tournament.id}
        title={<FormattedMessage id="tournaments.groups.notDrawn" defaultMessage="The groups are not drawn yet" />}
        description={
          <FormattedMessage
            id="tournaments.groups.notDrawnBody"
            defaultMessage="The organiser draws them once everyone has checked in."
          />
        }
      />
    )
  }
  return (
    <div className="flex flex-col gap-8">
      <h2 className="sr-only">
        {format.kind === 'roundRobin' ? (
          <FormattedMessage id="tournaments.groups.roundRobinHeading" defaultMessage="Round robin" />
        ) : (
          <FormattedMessage id="tournaments.groups.heading" defaultMessage="Groups" />
        )}
      </h2>
      {format.kind === 'groupsKnockout' ? (
        <p data-slot="groups-legend" className="text-sm text-muted-foreground">
          <FormattedMessage
            id="tournaments.groups.legend"
            defaultMessage="{qualifiers, plural, one {The winner of each group goes} other {The best # of each group go}} to the winners knockout{consolation, select, yes {; the others play the consolation knockout} other {}}. Each table says why a player is above the next."
            values={{ qualifiers: format.qualifiers_per_group, consolation: format.consolation ? 'yes' : 'no' }}
          />
        </p>
      ) : null}
      {groups.map((group) => (
        <GroupTable
          key={group.id}
          group={group}
          entries={entries}
          highlightEntryId={viewer.entry_id}
          title={
            format.kind === 'roundRobin' ? (
              <FormattedMessage id="tournaments.groups.standings" defaultMessage="Standings" />
            ) : undefined
          }
        />
      ))}
    </div>
  )
}

/**
 * `/tournaments/{tournament}/groups` (public): every group's table (a round robin's one table) with who goes to
 * which knockout, why each player is above the next, and ties still to be settled.
 */
export function TournamentGroupsScreen({ id }: TournamentGroupsScreenProps) {
  return (
    <TournamentPage id={id} section="groups">
      {(detail) => <TournamentGroups detail={detail} />}
    </TournamentPage>
  )
}
