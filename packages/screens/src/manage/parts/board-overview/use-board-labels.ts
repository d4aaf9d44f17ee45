import type { BoardGame, BoardState, CallReason, QueueHold } from '@oche/api'
import { useIntl } from 'react-intl'
import { boardGameWhere } from '../../../tournaments/parts/labels/board-game-where'
import { formatDuration } from './format-duration'

/** The board overview's translated words for boards, games, calls and holds. */
export function useBoardLabels() {
  const intl = useIntl()

  const board = ({ number, name }: { number: number; name: string }) =>
    name
      ? intl.formatMessage(
          {
            id: 'manage.boardOverview.boardWithName',
            description: 'A board by number and the organiser\'s name for it, e.g. "Board 1 (Stage)"',
            defaultMessage: 'Board {number} ({name})',
          },
          { number, name },
        )
      : intl.formatMessage(
          {
            id: 'manage.boardOverview.board',
            description: 'A board by its number, e.g. Board 3',
            defaultMessage: 'Board {number}',
          },
          { number },
        )

  const state = (value: BoardState) => {
    switch (value) {
      case 'free':
        return intl.formatMessage({
          id: 'manage.boardOverview.stateFree',
          description: 'Board state: no game on it',
          defaultMessage: 'Free',
        })
      case 'called':
        return intl.formatMessage({
          id: 'manage.boardOverview.stateCalled',
          description: 'Board state: a game was called to it, its players have not started',
          defaultMessage: 'Called',
        })
      case 'playing':
        return intl.formatMessage({
          id: 'manage.boardOverview.statePlaying',
          description: 'Board state: its match is being played',
          defaultMessage: 'In play',
        })
      case 'confirming':
        return intl.formatMessage({
          id: 'manage.boardOverview.stateConfirming',
          description: 'Board state: the match is over and its result awaits confirmation',
          defaultMessage: 'Finished, awaiting confirmation',
        })
      case 'disabled':
        return intl.formatMessage({
          id: 'manage.boardOverview.stateDisabled',
          description: 'Board state: the organiser switched the board off',
          defaultMessage: 'Switched off',
        })
      default:
        return value satisfies never
    }
  }

  const players = (game: BoardGame) =>
    intl.formatMessage(
      {
        id: 'manage.boardOverview.players',
        description: 'The two sides of a game, e.g. "Luke Humphries v Gian van Veen"',
        defaultMessage: '{first} v {second}',
      },
      { first: game.sides[0].name, second: game.sides[1].name },
    )

  /** "Brabant Open Singles · Groups · Group A", "Brabant Open Singles · Consolation · Final". */
  const where = (game: BoardGame) => boardGameWhere(intl, game)

  /** "Called automatically after 7 min waiting · rested 9 min · 1 game skipped". */
  const callReason = (call: CallReason) => {
    const waited = formatDuration(intl, call.waited_seconds)
    const parts = [
      call.by === 'auto'
        ? intl.formatMessage(
            {
              id: 'manage.boardOverview.calledAuto',
              description: 'Why a game is on its board: the automatic planner called it; {waited} is a duration',
              defaultMessage: 'Called automatically after {waited} waiting',
            },
            { waited },
          )
        : intl.formatMessage(
            {
              id: 'manage.boardOverview.calledByOrganiser',
              description: 'Why a game is on its board: an organiser called it by hand; {waited} is a duration',
              defaultMessage: 'Called by an organiser after {waited} waiting',
            },
            { waited },
          ),
      call.manual
        ? intl.formatMessage({
            id: 'manage.boardOverview.calledManual',
            description: "Part of the call reason: the game came from the organiser's own queue order",
            defaultMessage: 'in your queue order',
          })
        : null,
      call.rested_seconds === null
        ? null
        : intl.formatMessage(
            {
              id: 'manage.boardOverview.calledRested',
              description: 'Part of the call reason: how long the players rested since their last game',
              defaultMessage: 'rested {rested}',
            },
            { rested: formatDuration(intl, call.rested_seconds) },
          ),
      call.skipped > 0
        ? intl.formatMessage(
            {
              id: 'manage.boardOverview.calledSkipped',
              description: 'Part of the call reason: games ahead in the queue that could not go yet',
              defaultMessage: '{skipped, plural, one {# game skipped} other {# games skipped}}',
            },
            { skipped: call.skipped },
          )
        : null,
    ]
    return parts.filter((part): part is string => part !== null).join(' · ')
  }

  /** Why a waiting game is not on a board yet; `isOrganiser` says whose hold it is. */
  const hold = (value: QueueHold | null, isOrganiser: boolean) => {
    if (value === null)
      return intl.formatMessage({
        id: 'manage.boardOverview.holdNone',
        description: 'A waiting game that nothing holds back',
        defaultMessage: 'Ready for the next free board',
      })
    switch (value.kind) {
      case 'held':
        return isOrganiser
          ? intl.formatMessage({
              id: 'manage.boardOverview.holdHeldByYou',
              description: 'Why a waiting game is not called: the organiser reading this held it back',
              defaultMessage: 'Held by you',
            })
          : intl.formatMessage({
              id: 'manage.boardOverview.holdHeld',
              description: 'Why a waiting game is not called (public view): the organisers hold it back',
              defaultMessage: 'Held by the organisers',
            })
      case 'playerBusy':
        return intl.formatMessage(
          {
            id: 'manage.boardOverview.holdBusy',
            description: 'Why a waiting game is not called: these players are still playing another game',
            defaultMessage: '{count, plural, one {{players} is} other {{players} are}} still playing',
          },
          { count: value.players.length, players: intl.formatList(value.players, { type: 'conjunction' }) },
        )
      case 'resting':
        return intl.formatMessage(
          {
            id: 'manage.boardOverview.holdResting',
            description: 'Why a waiting game is not called: these players rest until a time of day',
            defaultMessage: '{count, plural, one {{players} rests} other {{players} rest}} until {time}',
          },
          {
            count: value.players.length,
            players: intl.formatList(value.players, { type: 'conjunction' }),
            time: intl.formatTime(value.until, { hour: '2-digit', minute: '2-digit' }),
          },
        )
      default:
        return value satisfies never
    }
  }

  return { board, state, players, where, callReason, hold }
}

export type BoardLabels = ReturnType<typeof useBoardLabels>
