import type { ExistingTeam } from '@oche/api'
import { Badge, Button, Skeleton, SkeletonGroup } from '@oche/ui'
import { FormattedMessage, useIntl } from 'react-intl'
import { commonMessages } from '../../../app/common-messages/common-messages'
import { useComingPlayers } from './use-team-add-existing'

export type ComingPlayersListProps = {
  org: string
  season: string
  team: ExistingTeam
}

/** The players who come along with the team, and those who stay with the team they already play for this season. */
export function ComingPlayersList({ org, season, team }: ComingPlayersListProps) {
  const intl = useIntl()
  const coming = useComingPlayers(org, season, team)
  if (coming.status === 'loading')
    return (
      <SkeletonGroup
        label={
          <FormattedMessage id="competition.teamAddExisting.loadingPlayers" defaultMessage="Loading the players" />
        }
      >
        <Skeleton shape="block" className="h-24" />
      </SkeletonGroup>
    )
  if (coming.status === 'error')
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <FormattedMessage
          id="competition.teamAddExisting.playersError"
          defaultMessage="The players could not be loaded."
        />
        <Button type="button" size="sm" variant="outline" onClick={coming.retry}>
          <FormattedMessage {...commonMessages.tryAgain} />
        </Button>
      </div>
    )
  const joining = coming.players.filter((player) => player.playsFor === null).length
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        <FormattedMessage
          id="competition.teamAddExisting.playersSummary"
          defaultMessage="{count, plural, =0 {No player comes along} one {# player comes along} other {# players come along}} from {season}."
          values={{ count: joining, season: team.last_season.name }}
        />
      </p>
      {coming.players.length > 0 ? (
        <ul
          className="flex flex-col divide-y rounded-md border px-3"
          aria-label={intl.formatMessage(
            { id: 'competition.teamAddExisting.playersLabel', defaultMessage: 'Players of {team}' },
            { team: team.name },
          )}
        >
          {coming.players.map(({ player, playsFor }) => (
            <li
              key={player.id}
              data-coming={playsFor === null}
              className="flex flex-wrap items-center gap-2 py-2 text-sm"
            >
              <span className={playsFor ? 'text-muted-foreground line-through' : 'font-medium'}>{player.name}</span>
              {player.role === 'captain' ? (
                <Badge variant="outline">
                  <FormattedMessage id="competition.teamAddExisting.captain" defaultMessage="Captain" />
                </Badge>
              ) : null}
              {playsFor ? (
                <span className="text-muted-foreground">
                  <FormattedMessage
                    id="competition.teamAddExisting.staysWith"
                    defaultMessage="already plays for {team} this season and stays there"
                    values={{ team: playsFor.name }}
                  />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
