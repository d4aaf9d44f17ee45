import type { TournamentDetail, TournamentFormat } from '@oche/api'
import { EmptyState, EmptyStateDescription, EmptyStateIcon, EmptyStateTitle } from '@oche/ui'
import { GitFork } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { TournamentBracket } from '../../../tournaments'
import { GameDeskDialogs } from '../parts/game-desk/game-desk-dialogs'
import { useGameDesk } from '../parts/game-desk/use-game-desk'
import { useGameNames } from '../parts/game-names/use-game-names'
import { PlayFrame } from '../parts/play-frame/play-frame'
import { useTournamentPlay } from '../parts/play-data/use-tournament-play'
import { bracketGames, bracketView, type BracketPage, type BracketView } from './bracket-view'

function Explanation({ reason }: { reason: Extract<BracketView, { kind: 'none' }>['reason'] }) {
  const body = (() => {
    switch (reason) {
      case 'noConsolation':
        return (
          <FormattedMessage
            id="manage.playBrackets.noConsolation"
            defaultMessage="This tournament has no consolation knockout: players who do not qualify from their group are out. Turn it on in the settings before the draw to give them more games."
          />
        )
      case 'noLosersBracket':
        return (
          <FormattedMessage
            id="manage.playBrackets.noLosersBracket"
            defaultMessage="In a straight knockout a lost game is the end, so there is no losers bracket. A double elimination gives every player a second chance."
          />
        )
      case 'noBracket':
        return (
          <FormattedMessage
            id="manage.playBrackets.noBracket"
            defaultMessage="In a round robin everyone plays everyone once: the standings decide, with no bracket."
          />
        )
      default:
        return reason satisfies never
    }
  })()
  return (
    <EmptyState data-reason={reason}>
      <EmptyStateIcon>
        <GitFork />
      </EmptyStateIcon>
      <EmptyStateTitle>
        <FormattedMessage id="manage.playBrackets.noneTitle" defaultMessage="No bracket here" />
      </EmptyStateTitle>
      <EmptyStateDescription>{body}</EmptyStateDescription>
    </EmptyState>
  )
}

function Bracket({ detail, page }: { detail: TournamentDetail; page: BracketPage }) {
  const intl = useIntl()
  const names = useGameNames()
  const desk = useGameDesk(detail.tournament.id, detail)
  const view = bracketView(detail.tournament.format, page)
  if (view.kind === 'none') return <Explanation reason={view.reason} />
  const games = bracketGames(detail.games, view.bracket)
  if (games.length === 0)
    return (
      <EmptyState>
        <EmptyStateTitle>
          <FormattedMessage id="manage.playBrackets.emptyTitle" defaultMessage="Not drawn yet" />
        </EmptyStateTitle>
        <EmptyStateDescription>
          {detail.tournament.format.kind === 'groupsKnockout' ? (
            <FormattedMessage
              id="manage.playBrackets.emptyAfterGroups"
              defaultMessage="The knockout is filled from the group tables once the draw is made."
            />
          ) : (
            <FormattedMessage
              id="manage.playBrackets.emptyBody"
              defaultMessage="The bracket appears here once it is drawn on the Games page."
            />
          )}
        </EmptyStateDescription>
      </EmptyState>
    )
  const stage = games[0]?.stage
  return (
    <>
      {/* The bracket's own headings (its parts, or its rounds) are level 4, under this one. */}
      {stage ? <h3 className="text-lg font-semibold">{names.stage(stage)}</h3> : null}
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="manage.playBrackets.hint"
          defaultMessage="Choose a game to call it to a board, score it or enter its result."
        />
      </p>
      <TournamentBracket
        games={games}
        headingLevel={4}
        label={intl.formatMessage({ id: 'manage.playBrackets.label', defaultMessage: 'Bracket' })}
        onGameSelect={(gameId) => {
          const game = detail.games.find((each) => each.id === gameId)
          if (game) desk.act('menu', game)
        }}
      />
      <GameDeskDialogs desk={desk} detail={detail} />
    </>
  )
}

function heading(page: BracketPage, format: TournamentFormat | undefined): ReactNode {
  if (page === 'winners')
    return format?.kind === 'knockout' ? (
      <FormattedMessage id="manage.playBrackets.bracketHeading" defaultMessage="Bracket" />
    ) : (
      <FormattedMessage id="manage.playBrackets.winnersHeading" defaultMessage="Winners bracket" />
    )
  return format?.kind === 'doubleElimination' ? (
    <FormattedMessage id="manage.playBrackets.losersHeading" defaultMessage="Losers bracket" />
  ) : (
    <FormattedMessage id="manage.playBrackets.consolationHeading" defaultMessage="Consolation bracket" />
  )
}

function BracketScreen({ id, page }: { id: string; page: BracketPage }) {
  const data = useTournamentPlay(id)
  const format = data.status === 'ready' ? data.detail.tournament.format : undefined
  return (
    <PlayFrame
      tournamentId={id}
      page={page === 'winners' ? 'manage-tournaments-id-play-winners-ko' : 'manage-tournaments-id-play-losers-ko'}
      heading={heading(page, format)}
      data={data}
    >
      {(detail) => <Bracket detail={detail} page={page} />}
    </PlayFrame>
  )
}

export type PlayBracketScreenProps = {
  /** The tournament id from `/manage/tournaments/{id}/play/winners-ko` or `/play/losers-ko`. */
  id: string
}

/**
 * `/manage/tournaments/{id}/play/winners-ko` (organisers): the winners knockout, or the whole bracket of a straight
 * knockout, or a double elimination's winners bracket with the grand final. A game opens its actions.
 */
export function PlayWinnersKoScreen({ id }: PlayBracketScreenProps) {
  return <BracketScreen id={id} page="winners" />
}

/**
 * `/manage/tournaments/{id}/play/losers-ko` (organisers): the consolation knockout, or a double elimination's
 * losers bracket; for a format without one, why there is none.
 */
export function PlayLosersKoScreen({ id }: PlayBracketScreenProps) {
  return <BracketScreen id={id} page="losers" />
}
