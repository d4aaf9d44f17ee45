import type { GroupTable as GroupTableData, TournamentDetail } from '@oche/api'
import { Button, EmptyState, EmptyStateDescription, EmptyStateTitle, toast } from '@oche/ui'
import { Scale } from 'lucide-react'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { GroupTable } from '../../../tournaments'
import { GameDeskDialogs } from '../parts/game-desk/game-desk-dialogs'
import { useGameDesk, type GameDesk } from '../parts/game-desk/use-game-desk'
import { PlayFrame } from '../parts/play-frame/play-frame'
import { useTournamentPlay } from '../parts/play-data/use-tournament-play'
import { DeciderDialog } from './decider-dialog'
import { GroupGames } from './group-games'

export type PlayGroupsScreenProps = {
  /** The tournament id from `/manage/tournaments/{id}/play/groups`. */
  id: string
}

type OpenDecider = { group: string; tie: string[] }

function GroupSection({
  group,
  detail,
  desk,
  onDecide,
}: {
  group: GroupTableData
  detail: TournamentDetail
  desk: GameDesk
  onDecide: (tie: string[]) => void
}) {
  const gamesId = useId()
  // A round robin's whole field is group "A"; its games may carry no group at all.
  const isOnlyGroup = detail.groups.length === 1
  const games = detail.games.filter(
    (game) =>
      (game.stage === 'groups' || game.stage === 'roundRobin') &&
      (game.group === group.id || (game.group === null && isOnlyGroup)),
  )
  const nameOf = (entryId: string) => group.rows.find((row) => row.entry_id === entryId)?.name ?? ''
  const isRoundRobin = detail.tournament.format.kind === 'roundRobin'
  return (
    <div className="flex flex-col gap-6 rounded-lg border p-4">
      <GroupTable
        className="min-w-0"
        group={group}
        entries={detail.entries}
        title={
          isRoundRobin ? (
            <FormattedMessage id="manage.playGroups.roundRobinTitle" defaultMessage="Standings" />
          ) : undefined
        }
        // A tie is only the organiser's to decide once the group is played out.
        actions={(group.is_complete ? group.unresolved_ties : []).map((tie) => (
          <Button key={tie.join()} variant="primary" onClick={() => onDecide(tie)}>
            <Scale aria-hidden />
            <FormattedMessage
              id="manage.playGroups.setDecider"
              defaultMessage="Set decider: {names}"
              values={{ names: tie.map(nameOf).join(', ') }}
            />
          </Button>
        ))}
      />
      <div className="flex min-w-0 flex-col gap-2">
        <h4 id={gamesId} className="text-sm font-semibold">
          <FormattedMessage id="manage.playGroups.games" defaultMessage="Games" />
        </h4>
        <GroupGames games={games} labelledBy={gamesId} onGameSelect={(game) => desk.act('menu', game)} />
      </div>
    </div>
  )
}

function Groups({ detail }: { detail: TournamentDetail }) {
  const intl = useIntl()
  const desk = useGameDesk(detail.tournament.id, detail)
  const [decider, setDecider] = useState<OpenDecider | null>(null)
  const deciderGroup = decider ? detail.groups.find((group) => group.id === decider.group) : undefined

  if (detail.groups.length === 0)
    return (
      <EmptyState>
        <EmptyStateTitle>
          <FormattedMessage id="manage.playGroups.emptyTitle" defaultMessage="No groups yet" />
        </EmptyStateTitle>
        <EmptyStateDescription>
          <FormattedMessage
            id="manage.playGroups.emptyBody"
            defaultMessage="The groups appear here once they are drawn on the Games page."
          />
        </EmptyStateDescription>
      </EmptyState>
    )

  return (
    <div className="flex flex-col gap-6">
      {detail.groups.map((group) => (
        <GroupSection
          key={group.id}
          group={group}
          detail={detail}
          desk={desk}
          onDecide={(tie) => setDecider({ group: group.id, tie })}
        />
      ))}
      {decider && deciderGroup ? (
        <DeciderDialog
          key={`${decider.group}-${decider.tie.join()}`}
          group={deciderGroup}
          tie={decider.tie}
          open
          onOpenChange={(open) => (open ? undefined : setDecider(null))}
          onSubmit={async (input) => {
            await desk.actions.setDecider.mutateAsync({ group: decider.group, input })
            toast.success(
              intl.formatMessage(
                { id: 'manage.playGroups.deciderSaved', defaultMessage: 'The tie in group {group} is decided.' },
                { group: decider.group },
              ),
            )
          }}
        />
      ) : null}
      <GameDeskDialogs desk={desk} detail={detail} />
    </div>
  )
}

/**
 * `/manage/tournaments/{id}/play/groups` (organisers): each group's table with why each player is above the next,
 * its games with result entry, and a decider for every tie the tie-breakers leave open.
 */
export function PlayGroupsScreen({ id }: PlayGroupsScreenProps) {
  const data = useTournamentPlay(id)
  return (
    <PlayFrame
      tournamentId={id}
      page="manage-tournaments-id-play-groups"
      heading={<FormattedMessage id="manage.playGroups.heading" defaultMessage="Groups" />}
      data={data}
    >
      {(detail) => <Groups detail={detail} />}
    </PlayFrame>
  )
}
