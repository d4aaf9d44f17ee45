import { defineMessage } from 'react-intl'
import type { RoundNameCode } from './round-name'

/** Names of rounds, stages and game states, shared by every play page. */
export const gameMessages = {
  round: defineMessage<{ code: RoundNameCode; number: number }>({
    id: 'manage.playGame.round',
    defaultMessage:
      '{code, select, final {Final} semiFinal {Semi-final} quarterFinal {Quarter-final} last {Last {number}} thirdPlace {Third place} winnersRound {Winners round {number}} winnersFinal {Winners final} losersRound {Losers round {number}} losersFinal {Losers final} grandFinal {Grand final} grandFinalReset {Grand final reset} other {Round {number}}}',
  }),
  groupRound: defineMessage<{ group: string; number: number }>({
    id: 'manage.playGame.groupRound',
    defaultMessage: 'Group {group}, round {number}',
  }),
  withSlot: defineMessage<{ round: string; slot: number }>({
    id: 'manage.playGame.withSlot',
    defaultMessage: '{round}, game {slot}',
  }),
  stageRound: defineMessage<{ stage: string; round: string }>({
    id: 'manage.playGame.stageRound',
    defaultMessage: '{stage} · {round}',
  }),
  roundShort: defineMessage<{ number: number }>({ id: 'manage.playGame.roundShort', defaultMessage: 'R{number}' }),
  group: defineMessage<{ group: string }>({ id: 'manage.playGame.group', defaultMessage: 'Group {group}' }),
  versus: defineMessage<{ home: string; away: string }>({
    id: 'manage.playGame.versus',
    defaultMessage: '{home} v {away}',
  }),
  named: defineMessage<{ title: string; players: string }>({
    id: 'manage.playGame.named',
    defaultMessage: '{title}: {players}',
  }),
  stage: defineMessage<{ stage: string }>({
    id: 'manage.playGame.stage',
    defaultMessage:
      '{stage, select, groups {Groups} roundRobin {Round robin} knockout {Knockout} winnersKo {Winners knockout} consolationKo {Consolation knockout} other {Double elimination}}',
  }),
  state: defineMessage<{ state: string }>({
    id: 'manage.playGame.state',
    defaultMessage:
      '{state, select, waiting {Waiting} ready {Ready} called {Called} live {Live} finished {Finished} walkover {Walkover} bye {Bye} other {Not needed}}',
  }),
  score: defineMessage<{ home: number; away: number }>({
    id: 'manage.playGame.score',
    defaultMessage: '{home}–{away}',
  }),
  board: defineMessage<{ board: string }>({ id: 'manage.playGame.board', defaultMessage: 'Board {board}' }),
  /** The accessible name of a game's button or link where many games are listed: the visible words first. */
  action: defineMessage<{ action: string; game: string }>({
    id: 'manage.playGame.action',
    description:
      'Accessible name of a button or link of one game in a list of games: its visible text, then the players ("Enter result: Anna v Ben")',
    defaultMessage: '{action}: {game}',
  }),
}
