import type { TeamMember } from '@oche/api'
import { Badge } from '@oche/ui'
import { FormattedMessage } from 'react-intl'
import { usePlatform } from '../../../app/platform/platform-context'

/** How many players the page lists before "and n more". */
const shown = 8

export type TeamPlayersProps = {
  /** The current players, captain first. */
  players: readonly TeamMember[]
  /** The team's members page: every player, with their contact and changes. */
  membersHref: string
}

/** The first players of the team, the captain marked, and the way to all of them. */
export function TeamPlayers({ players, membersHref }: TeamPlayersProps) {
  const { Link } = usePlatform()
  const more = players.length - shown
  return (
    <div className="flex flex-col gap-3">
      {players.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="competition.teamPage.noPlayers" defaultMessage="No players yet." />
        </p>
      ) : (
        <ul className="flex flex-col divide-y">
          {players.slice(0, shown).map((player) => (
            <li key={player.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <span className="font-medium">{player.name}</span>
              {player.nickname ? <span className="text-muted-foreground">{player.nickname}</span> : null}
              {player.role === 'captain' ? (
                <Badge variant="primary">
                  <FormattedMessage id="competition.teamPage.captainBadge" defaultMessage="Captain" />
                </Badge>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="competition.teamPage.morePlayers"
            defaultMessage="{count, plural, one {and # more player} other {and # more players}}"
            values={{ count: more }}
          />
        </p>
      ) : null}
      <Link
        href={membersHref}
        className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <FormattedMessage id="competition.teamPage.allPlayers" defaultMessage="All players and changes" />
      </Link>
    </div>
  )
}
