// The public API of @oche/darts: every name is exported one by one (style guide §1).

// --- Darts and the board -------------------------------------------------------------------------

/** A dart token (`S1`–`S20`, `D1`–`D20`, `T1`–`T20`, `SB`, `DB`, `M`) and a segment number 1–20. */
export type { Dart, SegmentNumber } from './x01/dart'

/**
 * `parseDart('bull')` → `'DB'`; `dartValue('T20')` → 60; `isDouble('DB')` → true;
 * `allDarts` lists the 63 canonical tokens.
 */
export { allDarts, dartValue, isDart, isDouble, isTreble, parseDart } from './x01/dart'

/**
 * Board geometry in mm (origin at the bull, y up): `dartAt({ x: 0, y: 103 })` → `'T20'`,
 * `aimPoint('D20')` → `{ x: 0, y: 166 }`, `segmentOrder` clockwise from 20, `boardRadii` per WDF.
 */
export { aimPoint, boardRadii, dartAt, segmentOrder } from './bot/board-geometry'
export type { BoardPoint } from './bot/board-geometry'

// --- X01 rules ---------------------------------------------------------------------------------

/** In- and out-rules (`'straight' | 'double' | 'master'`), a player's position and what one dart did. */
export type { DartOutcome, DartResult, InRule, OutRule, Position } from './x01/rules'

/**
 * One dart under the rules: `throwDart({ remaining: 32, isOpen: true }, 'S16', 'straight', 'double')`
 * → `{ result: 'scored', counted: 16, after: { remaining: 16, isOpen: true } }`. `isOneDartFinish(40, 'double')`
 * is true: a dart thrown from 40 is a dart at a double.
 */
export { isOneDartFinish, throwDart } from './x01/rules'

/**
 * `isPossibleVisitScore(180)` → true, `isPossibleVisitScore(179)` → false (also 178, 176, 175, 173, 172,
 * 169, 166, 163 and everything above 180).
 */
export { isPossibleVisitScore } from './x01/finish-tables'

/**
 * The fewest darts that finish `remaining` for a player who is in: `minDarts(170, 'double')` → 3,
 * `minDarts(159, 'double')` → null (bogey), `minDarts(110, 'double')` → 2 (T20 DB).
 */
export { minDarts } from './x01/finish-tables'

/** Match configuration: start score 101–1001, in/out rules, format, 1–4 sides. */
export type { ConfigError, MatchFormat, X01MatchConfig } from './x01/match-config'

/** The start scores offered first: 301, 501 and 701. */
export { sideStartScore, x01Presets } from './x01/match-config'

/** The events a match log holds; each carries a client-made `id` so a server can de-duplicate. */
export type {
  BullOffEvent,
  BustVisitEvent,
  DartsVisitEvent,
  MatchEvent,
  TotalVisitEvent,
  UndoEvent,
  VisitEvent,
} from './x01/match-events'

/** The replayed state of a match: plain JSON, one `LegState` per leg, one `VisitRecord` per visit. */
export type { LegState, MatchOutcome, MatchStatus, VisitRecord, X01MatchState } from './x01/match-state'

/** `{ ok: true, value }` or `{ ok: false, error }` with a string-union error code. */
export type { Result } from './x01/result'

/**
 * A new match, or `{ ok: false, error }` for an invalid config.
 * @example
 * const match = createX01Match({
 *   startScore: 501, inRule: 'straight', outRule: 'double',
 *   format: { kind: 'firstTo', legs: 3 }, sides: ['anna', 'ben'],
 * })
 */
export { createX01Match } from './x01/match-state'

/** The leg being played (or the last leg once the match is over). */
export { currentLeg } from './x01/match-state'

/** The score of a match in sets or legs, the winner's first. */
export { resultScore } from './x01/match-progress'

/** Every reason an event can be refused. */
export type { EventError } from './x01/apply-event'

/** Every reason a visit can be refused (`'visit.impossibleScore'`, `'visit.dartsUsedRequired'`, …). */
export type { VisitError } from './x01/score-visit'

/**
 * The state after one more visit; the given state is not changed. A total the player cannot have scored
 * is refused, a total that busts is recorded as a bust.
 * @example
 * const next = applyVisit(state, { type: 'visit', id: crypto.randomUUID(), total: 140 })
 * if (!next.ok) showError(next.error) // e.g. 'visit.impossibleScore' for 179
 */
export { applyVisit } from './x01/replay'

/** The state after any event, an undo or a bull-off included. A repeated event id is `'event.duplicateId'`. */
export { applyEvent } from './x01/replay'

/** The state without its last visit, or `{ ok: false, error: 'undo.nothingToUndo' }`. */
export { undo } from './x01/replay'

/**
 * The state from a config and an event log, deterministically; the same function runs in the browser,
 * on tablets and on the server. A refused event is reported with its index. Replaying a 10,000-visit
 * log is linear in its length.
 */
export { replay } from './x01/replay'
export type { ReplayError, ReplayResult } from './x01/replay'

/**
 * What a tablet asks after a total: whether it is a score, checkout or bust, and the allowed
 * darts-used and darts-at-double answers (ask only when `min < max`).
 * @example
 * visitEntryOptions(stateOn36, 36) // { result: 'checkout', dartsUsed: { min: 1, max: 3 }, dartsAtDouble: { min: 1, max: 1 } }
 * visitEntryOptions(stateOn36, 36, 2) // … dartsAtDouble: { min: 1, max: 2 }
 */
export { visitEntryOptions } from './x01/visit-entry-options'
export type { AnswerRange, VisitEntryOptions } from './x01/visit-entry-options'

// --- Checkouts -----------------------------------------------------------------------------------

/**
 * The checkout route for a remaining score with the darts in hand, or null: `checkoutSuggestion(170, 3, 'double')`
 * → `['T20', 'T20', 'DB']`; `checkoutSuggestion(100, 1, 'double')` → null; `checkoutSuggestion(169, 3, 'double')`
 * → null. Routes use the fewest darts and are precomputed once, lazily.
 */
export { checkoutSuggestion } from './checkout/checkout-suggestion'

// --- Statistics ----------------------------------------------------------------------------------

/**
 * Per side, for the match and for each leg: 3-dart and first-9 averages (busts count as 0 with their
 * darts), checkout %, 180s, 171s, 140+, 100+, high checkouts, best/worst leg, darts per leg won, legs and sets won.
 */
export { matchStatistics } from './stats/match-statistics'
export type { MatchStatistics, PlayerMatchStatistics } from './stats/match-statistics'
export type { LegStatistics, ScoringStatistics } from './stats/leg-statistics'
/** Running totals over several legs or matches: start empty, merge each, then fill in the averages. */
export { emptyScoring, finishScoring, mergeScoring } from './stats/leg-statistics'

/** `formatAverage(501, 17)` → `'88.41'`; `formatCheckoutPercentage(1, 4)` → `'25.00'`; `'–'` with nothing to divide by. */
export { formatAverage, formatCheckoutPercentage } from './stats/format-average'

// --- Bot -----------------------------------------------------------------------------------------

/** A uniform random source in [0, 1) (inject it; the engine never calls Math.random). */
export type { RandomSource } from './bot/random'

/** A seeded mulberry32 random source: `createRandom(42)` always gives the same sequence. */
export { createRandom } from './bot/random'

/** Bot levels from `'beginner'` (30 average) to `'professional'` (100), with their calibrated scatter. */
export { botLevels } from './bot/bot-levels'
export type { BotLevel, BotLevelInfo } from './bot/bot-levels'

/**
 * A computer opponent: Gaussian scatter around its aim point, aiming at T20, set-up leaves and checkout routes.
 * @example
 * const bot = createBot('club', createRandom(7))
 * const next = applyVisit(state, botVisitEvent(state, bot, 'bot-visit-1'))
 */
export { createBot } from './bot/bot'
export type { Bot } from './bot/bot'

/** The per-dart visit event the bot throws for the side on the oche. */
export { botVisitEvent } from './bot/bot'

// --- Tournament formats --------------------------------------------------------------------------

/**
 * Games of a tournament stage as plain JSON: sides are entries, byes or references (`winnerOf`, `loserOf`,
 * `groupPosition`, `bestPlaced` across groups) that resolve as results come in; rounds carry codes (`'final'`,
 * `'semiFinal'`, `'last16'`, …), never English text.
 */
export type { BracketPart, GameResult, Group, RoundCode, SideRef, SideScoring, TournamentGame } from './formats/game'

/**
 * Round codes read and written in one place: `parseRoundCode('last16')` → `{ kind: 'last', number: 16 }` (`null` for
 * a code the engine does not write), `formatRoundCode` the inverse, `isSingleGameRound` for the rounds of one game.
 */
export { formatRoundCode, isSingleGameRound, parseRoundCode } from './formats/round-code'
export type { ParsedRoundCode, RoundKind } from './formats/round-code'

/**
 * The circle method (darts-rules.md §6) with a bye each round for an odd field; the first throw alternates where
 * possible. `roundRobinRounds(['1', '2', '3', '4'])` → 1–4 2–3 | 3–1 4–2 | 1–2 3–4; five players → 10 matches
 * in 5 rounds.
 */
export { roundRobinGames, roundRobinRounds } from './formats/round-robin'
export type { RoundRobinGamesOptions, RoundRobinOptions, RoundRobinRound } from './formats/round-robin'

/**
 * Snake-seeded groups of at most `groupSize` (9 in groups of 3: A 1,6,7; B 2,5,8; C 3,4,9), unseeded entries
 * drawn with the injected random source, and every group's round robin as games.
 * @example
 * const groups = drawGroups({ seeded: ranking, unseeded: guests, groupSize: 4, random: createRandom(seed) })
 * if (groups.ok) games.push(...groupStageGames({ stageId: 'groups', groups: groups.value }))
 */
export { drawGroups, groupId, groupStageGames } from './formats/group-draw'
export type { GroupDrawError, GroupDrawInput } from './formats/group-draw'

/**
 * A group's table with the tie-break chain (default: points, leg difference, head-to-head, legs won, 3-dart
 * average, then the organiser's decider); every row says why it is above the next.
 */
export { defaultTieBreakers, groupStandings } from './formats/group-standings'
export type {
  Decider,
  DeciderMethod,
  GroupStandings,
  Separation,
  StandingsMatch,
  StandingsOptions,
  StandingsRow,
  TieBreaker,
} from './formats/group-standings'

/**
 * A single knockout for any field: byes to the top seeds, seeds 1 v 16, 8 v 9, … so the top seeds meet as late as
 * possible, same-group pairs in round 1 swapped apart. `groupKnockoutSeeds(groups, 1, 2)` seeds the winners KO
 * from group positions (A1 B1 C1 D1 A2 …); `groupKnockoutSeeds(groups, 3)` the consolation KO.
 * @example
 * createKnockout({ stageId: 'winners', seeds: groupKnockoutSeeds(groups, 1, 2) }) // A1–D2, D1–A2, B1–C2, C1–B2
 */
export { bracketSize, bracketSlotOrder, createKnockout, knockoutRoundCode } from './formats/knockout'
export type { KnockoutError, KnockoutOptions } from './formats/knockout'
export { groupKnockoutSeeds } from './formats/knockout-seeding'

/** A double elimination: winners and losers brackets, a grand final and an optional reset (8 entries: 13 + 1 + 1). */
export { createDoubleElimination, dropInOrder } from './formats/double-elimination'
export type { DoubleEliminationOptions } from './formats/double-elimination'

/**
 * Who plays in each game from the results so far, which games are ready to be called, byes and walkovers
 * (against withdrawn entries) carried on, group positions filled once a group is complete and untied.
 * @example
 * const resolution = resolveGames({ games, results, groups, withdrawn })
 * if (resolution.ok) callGames(resolution.value.readyGameIds)
 */
export { resolveGames } from './formats/resolve-games'
export type {
  GameState,
  ResolvedGame,
  ResolvedSide,
  Resolution,
  ResolveInput,
  ResolveProblem,
} from './formats/resolve-games'
export type { ResolveError } from './formats/game-graph'

/**
 * What correcting a finished game would re-flow downstream, refused with the blocking games when one of them has
 * already been played.
 */
export { planCorrection } from './formats/plan-correction'
export type { CorrectionOutcome, CorrectionPlan } from './formats/plan-correction'

/**
 * A whole tournament drawn and scheduled in one go: groups and their round robins, winners and consolation
 * knockouts seeded from group positions (they fill themselves in as groups complete), a round robin as group
 * `'A'`, a knockout or a double elimination. Game ids are unique across the plan and start with the stage.
 * @example
 * const plan = planTournament({
 *   format: { kind: 'groupsKnockout', groupSize: 4, qualifiersPerGroup: 2, consolation: true, thirdPlace: false },
 *   seeded: ['anna', 'ben'], unseeded: guests, random: createRandom(seed),
 * })
 * if (plan.ok) resolveGames({ games: plan.value.games, groups: plan.value.groups, results })
 */
export { planTournament } from './formats/plan-tournament'
export type {
  PlanError,
  PlanStage,
  PlanTournamentInput,
  TournamentPlan,
  TournamentPlanFormat,
} from './formats/plan-tournament'

/**
 * The final ranking once every game is decided (empty before): knockout places shared by round ("5–8"), the
 * third-place match when played, double elimination by the losers round, groups-knockout winners KO, then
 * consolation KO, then group position and points; round robin by the table; withdrawn entries last.
 * @example
 * finalRanking(input, resolution, { format: { kind: 'knockout', thirdPlace: false } })
 * // → [{ position: 1, positionTo: 1, entryId: 'anna' }, { position: 2, positionTo: 2, entryId: 'ben' },
 * //    { position: 3, positionTo: 4, entryId: 'cas' }, { position: 3, positionTo: 4, entryId: 'dirk' }]
 */
export { finalRanking } from './formats/final-ranking'
export type { FinalRankingRow } from './formats/final-ranking'

/** Legs or sets per round with a longer final: `matchFormatForRound(formats, 'final')`; knockouts refuse drawable formats. */
export { matchFormatForRound, validateRoundFormats } from './formats/round-formats'
export type { RoundFormats, RoundFormatsError } from './formats/round-formats'

/**
 * Whether legs (sets in set play) can end a game of this format, and who won: `checkResultLegs(format, [3, 1],
 * { allowsDraw: false })` → `{ ok: true, value: 0 }`; a score the format cannot end with, or a draw where the game
 * needs a winner (`stageAllowsDraws`: only group and round-robin games may end level), is refused.
 */
export { checkResultLegs, stageAllowsDraws } from './formats/result-legs'
export type { ResultLegsError } from './formats/result-legs'

// --- Event board calls ---------------------------------------------------------------------------

/**
 * Which waiting games go to which free boards now, fairly across the tournaments of an event: the organiser's
 * order, then earlier rounds, then the players who rested longest; held games, busy players (a player in two
 * tournaments is never called twice) and players still resting wait, each with the reason. `queueOrder` is the
 * order screens show. Pure: the clock is passed in.
 * @example
 * const plan = planBoardCalls({ candidates, boards, busyPlayers, lastFinishedAt, now, rules: { restMs: 300_000 } })
 */
export {
  planBoardCalls,
  queueOrder,
  type BoardCallInput,
  type BoardCallPlan,
  type CallBoard,
  type CallCandidate,
  type CallHold,
  type CallReason,
  type CallRules,
} from './events'

// --- League fixtures -----------------------------------------------------------------------------

/**
 * A season's fixtures, every division at once (league-rules.md §2): a double round robin per division (the second
 * half mirrors the first with home and away swapped) or a single one, rounds spread evenly over the playing weeks,
 * one match a week per team, one bye per half for an odd count. Matches fall on the home team's own night
 * (`teamNight`) or the week's league night (`fixedNight`), and no venue hosts more matches on a date than
 * ⌊boards ÷ minimum boards per match⌋; when no placement of the teams fits, the error names the venue and week.
 * Nobody plays three home or three away matches in a row, except in a four-team double, where no mirrored
 * schedule avoids it. Pure and deterministic; `seed` draws the teams' places.
 * @example
 * const fixtures = generateFixtures({ mode: 'teamNight', weeks: seasonMondays, divisions, venues })
 * if (!fixtures.ok && fixtures.error === 'fixtures.venueFull') show(fixtures.venueId, fixtures.date)
 */
export { generateFixtures } from './league'

/**
 * One match moved to another date, the old date and the reason kept in its history; refused when either team plays
 * another match that week, or the venue is closed or full that night.
 * @example
 * const moved = rescheduleMatch(fixtures, 'div-1.3.2', '2026-10-15', 'Venue closed for a private party')
 */
export { rescheduleMatch } from './league'

/** Whether a division's fixtures may be generated again: only while none of its matches has a result. */
export { canRegenerate } from './league'

/** What a season's fixtures are made from and made of, and every reason they can be refused. */
export {
  weekdays,
  type FixtureBye,
  type FixtureChange,
  type FixtureDivision,
  type FixtureMatch,
  type FixtureMode,
  type Fixtures,
  type FixturesError,
  type FixturesInput,
  type FixturesOutcome,
  type FixtureTeam,
  type FixtureVenue,
  type RescheduleError,
  type RescheduleOutcome,
  type RoundRobinKind,
  type Weekday,
} from './league'

// --- League matches, standings and leaderboards ----------------------------------------------------

/**
 * A team match's template (league-rules.md §3): its game slots (singles, pairs or a team game of 3–8; `x01: null` for
 * a result-only game), best of N or play all N legs, play all games or stop when decided, points = games won or
 * match points, and the most games one player may play.
 * @example
 * const template: MatchTemplate = {
 *   games: [{ kind: 'singles', players: 1, x01: { startScore: 501, inRule: 'straight', outRule: 'double' },
 *             legs: { mode: 'bestOf', count: 5 } }],
 *   play: 'all', points: { kind: 'games' }, maxGamesPerPlayer: null,
 * }
 */
export type {
  LeagueGameKind,
  LeagueGameSlot,
  LeaguePoints,
  MatchTemplate,
  MatchTemplateError,
  MatchTemplateOutcome,
} from './league/match-template'

/**
 * The first problem of a template, slot by slot (`game` is the 0-based slot): no games, more than 30, players out of
 * range, an x01 config the engine refuses (start 101–1001), legs outside 1–21, match points that are not whole
 * numbers with win ≥ draw ≥ loss and win > loss, or a per-player limit below 1.
 * @example
 * checkMatchTemplate(matchTemplatePresets.flemish) // { ok: true, value: … }
 * checkMatchTemplate({ ...template, games: [{ ...single, players: 2 }] })
 * // { ok: false, error: 'template.playersOutOfRange', game: 0 }
 */
export { checkMatchTemplate } from './league/match-template'

/**
 * The templates of league-rules.md §3: `flemish` (4 singles of 501, 2 pairs of 701, 4 singles, all best of 5),
 * `dutchCafe` (4 singles and 4 pairs of 501 best of 3, a team game of 4 players over one leg of 701) and
 * `fourteenGames` (three rounds of 3 singles and a pair, then a single and a pair, 501 best of 3). All double out and
 * every game played, points = games won. `defaultMatchTemplate` is `flemish`.
 * @example
 * matchTemplatePresets.flemish.games.length // 10
 */
export { defaultMatchTemplate, matchTemplatePresets } from './league/match-template'

/**
 * The x01 format of a slot, to create or check its game with the engine: `leagueGameFormat(singleBestOf5)` →
 * `{ kind: 'bestOf', legs: 5 }`; play all 4 → `{ kind: 'playAll', legs: 4 }`. With `checkResultLegs` it checks the
 * legs typed in for a result-only game.
 */
export { leagueGameFormat } from './league/match-template'

/**
 * One team's lineup for a match (league-rules.md §4): `lineup[i]` names the team's players of game `i`, or null while
 * a pair or team game is still to be named. Refused with the first game at fault: `'lineup.wrongGameCount'`,
 * `'lineup.wrongPlayerCount'` (a single left unnamed included), `'lineup.duplicatePlayer'`, `'lineup.tooManyGames'`.
 * @example
 * checkLineup(flemish, [['ann'], ['bob'], ['cas'], ['dirk'], null, null, ['dirk'], ['cas'], ['bob'], ['ann']])
 * // { ok: true, value: { gamesPerPlayer: { ann: 2, bob: 2, cas: 2, dirk: 2 }, unnamedGames: [4, 5] } }
 */
export { checkLineup } from './league/check-lineup'
export type { LineupError, LineupOutcome, LineupSummary } from './league/check-lineup'

/**
 * The score of a team match from its games' outcomes (null: not played yet): games and legs per team, drawn games
 * (a game level in legs is a game for neither team), whether the match is decided (every game played, or under
 * `'untilDecided'` a lead larger than the games left), the winner, the league points and the games still to play.
 * @example
 * teamMatchScore(flemish, outcomes) // 6–4 in games: { gamesWon: [6, 4], winner: 0, points: [6, 4], remaining: [], … }
 * teamMatchScore({ ...flemish, play: 'untilDecided' }, sixNil) // decided after 6 of 10 games, remaining []
 */
export { teamMatchScore } from './league/team-match-score'
export type { LeagueGameOutcome, TeamMatchScore } from './league/team-match-score'

/**
 * A forfeited game (league-rules.md §5): lost by the legs needed to 0. `forfeitOutcome(singleBestOf5, 0)` →
 * `{ legs: [0, 3], forfeitedBy: 0 }`; a team that does not turn up: `template.games.map((slot) => forfeitOutcome(slot, 1))`.
 */
export { forfeitOutcome } from './league/team-match-score'

/**
 * A division's table (league-rules.md §6) from its decided matches, in the season's points system, with audited
 * adjustments and the tie-break chain (default: points, matches won, head to head, team games won, leg difference,
 * then a decider). Head to head is a mini-table of the mutual matches (home and away) of exactly the teams still
 * tied; the chain is the one tournament groups use. Every row says why it is above the next.
 * @example
 * const table = leagueStandings({ teams, matches, points: { kind: 'games' }, adjustments: [
 *   { teamId: 'darts-united', points: -3, reason: 'Result entered after the deadline' },
 * ] })
 * table.rows[0]?.aboveNext // { criterion: 'matchesWon', values: [1, 0] }: same points, more matches won
 */
export { defaultLeagueTieBreakers, leagueStandings } from './league/league-standings'
export type {
  LeagueSeparation,
  LeagueStandings,
  LeagueStandingsInput,
  LeagueStandingsMatch,
  LeagueStandingsRow,
  LeagueTieBreaker,
  PointsAdjustment,
} from './league/league-standings'

/**
 * One player's numbers in one game of a league match: the side's result and legs, the player's own scoring (null for
 * a forfeit or a result typed in), the darts of each leg the side won, 180s, 171s and checkouts of 100+.
 */
export type { EnteredGameInput, EnteredPlayerExtras, LeaguePlayerGame } from './league/player-statistics'

/**
 * A scored game's players from its replayed state. A side's visits of a leg go to its players in turn, in lineup
 * order, the first player starting each leg; a player whose partner opened a double-in leg is in.
 * @example
 * scoredGamePlayers(state, [['ann', 'bob'], ['cas', 'dirk']]) // ann, bob, cas, dirk: each with their own average
 */
export { scoredGamePlayers } from './league/player-statistics'

/**
 * A result typed in afterwards: legs and optionally 180s, 171s and high checkouts per player; no average. A forfeit
 * marks every player `forfeited`, so the game counts in no individual figure.
 * @example
 * enteredGamePlayers({ legs: [3, 1], players: [['ann'], ['cas']], extras: { ann: { oneEighties: 2, highCheckouts: [121] } } })
 */
export { enteredGamePlayers } from './league/player-statistics'

/**
 * When a captain may move their team's match (league-rules.md §5): earlier from today on, later within 14 days
 * asked 5 days ahead, never in the season's last two playing weeks; admins move matches without these limits.
 * @example
 * checkPostponement({ rule: defaultPostponementRule, date: '2026-10-15', newDate: '2026-10-22', today: '2026-10-05', lastWeeksFrom: null })
 */
export {
  checkPostponement,
  defaultPostponementRule,
  lastWeeksStart,
  type PostponementError,
  type PostponementRule,
} from './league/postponement'

/**
 * A season's start-score handicap (league-rules.md §3, off by default): players are rated by their three-dart average
 * over the season's scored games; the side rated lower starts each leg `pointsPerRating` points lower per point of
 * average between the sides, at most `max`.
 * @example
 * gameHandicaps({ kind: 'rating', pointsPerRating: 4, max: 150 }, { startScore: 501, outRule: 'double' }, [60, 45]) // [0, 60]
 */
export {
  gameHandicaps,
  maxHandicapPoints,
  noHandicap,
  playerRatings,
  sideRating,
  type HandicapRule,
} from './league/handicap'

/**
 * A division's individual standings (league-rules.md §6): games played, won, lost, drawn, win %, legs, 3-dart and
 * first-9 averages over the darts of the scored games, 180s, 171s, high checkout and best leg. Ordered by games won
 * (default) or win %, players below `minimumGames` last; rows level on every criterion share a position.
 * @example
 * individualStandings(games, { order: 'winPercentage', minimumGames: 2 }).map((row) => row.position) // [1, 2, 2, 4, 5]
 */
export { individualStandings } from './league/individual-standings'
export type { IndividualStandingsOptions, IndividualStandingsRow } from './league/individual-standings'

/**
 * A season's leaderboards (league-rules.md §7), from players' games in the order played: 180-171 (by 180s, then
 * 171s), low visits (legs won in at most 18 darts), games played (then won) and high checkouts (100 and more,
 * highest first, then earliest). Forfeits count in none; typed-in results in all but low visits. `gameIndex` is the
 * index in `games`, so the caller can name the match; equal values share a position.
 * @example
 * leagueLeaderboards(games, { lowVisitMaxDarts: 15, highCheckoutMinimum: 101 }).highCheckouts[0]
 * // { position: 1, participantId: 'dirk', checkout: 121, gameIndex: 3 }
 */
export { leagueLeaderboards } from './league/leaderboards'
export type {
  GamesPlayedRow,
  HighCheckoutRow,
  LeaderboardOptions,
  LeagueLeaderboards,
  LowVisitRow,
  MaximaRow,
} from './league/leaderboards'

// --- End of season -------------------------------------------------------------------------------------------------

/**
 * The end of season proposal (league-rules.md §10): from each division's final table (highest division first), the
 * top `up` teams go up one division and the bottom `down` go down one; none go up from the highest or down from the
 * lowest. A division with fewer teams than `up + down` promotes first and relegates from the rest; one where no match
 * was decided moves nobody; new teams go to the lowest division. Each row says why, and flags teams left level by the
 * tie-break chain across the line. The admin adjusts it before the next season takes it.
 * @example
 * const proposal = promotionProposal({
 *   divisions: ['first', 'second'],
 *   standings: { first: leagueStandings(first).rows, second: leagueStandings(second).rows },
 *   up: 2,
 *   down: 2,
 * })
 * proposal.find((row) => row.teamId === 'darts-united') // { from: 'second', to: 'first', reason: { kind: 'promoted', nth: 1 }, … }
 */
export { promotionProposal } from './league/season-end'
export type { PromotionInput, PromotionProposalRow, PromotionReason, PromotionStandingsRow } from './league/season-end'

/**
 * How many places at the top of a division's table go up at the end of the season and how many at the bottom go down,
 * as `promotionProposal` moves them: none up from the highest division (first in `divisions`), none down from the
 * lowest; with fewer teams than `up + down`, promotion first.
 * @example
 * divisionZones({ divisions: ['first', 'second'], division: 'first', teams: 8, up: 2, down: 2 }) // { up: 0, down: 2 }
 */
export { divisionZones } from './league/season-end'
export type { DivisionZonesInput } from './league/season-end'

// --- Cup -----------------------------------------------------------------------------------------------------------

/**
 * A cup match always has a winner (league-rules.md §9): its template is a match template with an odd number of games
 * none of which can be drawn, or with a `decidingGame` played only when the games are level. `checkCupTemplate`
 * refuses an even number of games without a deciding game (`'cup.evenGamesWithoutDecider'`) and a game with an even
 * number of legs where a draw would leave the match level (`'cup.gameCanBeDrawn'`, with its slot), besides the match
 * template's own problems.
 * @example
 * checkCupTemplate({ ...matchTemplatePresets.flemish, decidingGame: null }) // { ok: false, error: 'cup.evenGamesWithoutDecider' }
 * checkCupTemplate({ ...matchTemplatePresets.flemish, decidingGame: pairs701BestOf5 }) // { ok: true, value: … }
 */
export { checkCupTemplate } from './league/cup-template'
export type { CupMatchWinner, CupTemplate, CupTemplateError, CupTemplateOutcome } from './league/cup-template'

/**
 * Who won a cup match from its games' outcomes (the deciding game's after the others): still `open`, level so the
 * `decidingGame` is next, `won` (on games or by the deciding game, whose game then counts in the score), or `level`
 * with nothing left to play (only with outcomes or a template the cup rules do not allow).
 * @example
 * cupMatchWinner(cupTemplate, fiveAll) // { state: 'decidingGame', score: { gamesWon: [5, 5], … } }
 * cupMatchWinner(cupTemplate, [...fiveAll, { legs: [3, 1] }]) // { state: 'won', winner: 0, decidedBy: 'decidingGame', … }
 */
export { cupMatchWinner } from './league/cup-template'

/**
 * A cup's groups and knockout brackets from its recorded draw, the teams in the order drawn (`drawCup` makes the draw
 * with a seeded random source; store its `order` and replay it with `cupPlan`). A `draw` cup gives its byes to the first
 * teams drawn, spread like a seeded knockout's, and pairs the rest in the order drawn, the first drawn at home; a
 * `groups` cup deals the order into snake groups and seeds the cup's knockout (and the plate's, for the teams that do
 * not qualify) from group positions, same-group pairs apart. Side 0 plays at home in every round.
 * @example
 * const drawn = drawCup({ teams, format: { kind: 'draw' }, random: createRandom(seed) })
 * if (drawn.ok) cupPlan({ kind: 'draw' }, drawn.value.order) // the same bracket again
 */
export { cupPlan, drawCup } from './league/cup-plan'
export type { CupFormat, CupPlan, CupTrophy } from './league/cup-plan'

/**
 * A cup's group stage: `cupGroupFixtures` schedules each group's single round robin with the league's fixture
 * generator; `cupGroupStandings` ranks a group with the league's standings and tie-break chain over its won matches
 * and gives the `positions` the knockouts read (null until the group is complete, and inside an undecided tie).
 * @example
 * const table = cupGroupStandings({ teams: group.entries, matches, template: cupTemplate })
 * table.positions // ['owls', 'eagles', 'hawks'] once every match has a winner
 */
export { cupGroupFixtures, cupGroupStandings } from './league/cup-group-stage'
export type {
  CupGroupFixturesInput,
  CupGroupMatch,
  CupGroupStandings,
  CupGroupStandingsInput,
} from './league/cup-group-stage'

/**
 * Where a cup's knockouts stand: each match's teams so far (winners carried on, byes passed, group positions filled),
 * the matches ready to be played, walkovers against withdrawn teams, and the final ranking of the cup and of the plate
 * once their finals are won (1, 2, 3–4, 5–8, …).
 * @example
 * const progress = cupProgress({ template, plan, outcomes, groupPositions, withdrawn })
 * if (progress.ok) progress.value.rankings.cup // [{ position: 1, positionTo: 1, entryId: 'owls' }, …]
 */
export { cupProgress } from './league/cup-progress'
export type { CupProgress, CupProgressInput } from './league/cup-progress'

// --- Rankings (orders of merit) ------------------------------------------------------------------

/**
 * An order of merit on a day: each player's finishing places in the window's tournaments scored from a points
 * table, the best N counting, ties broken by more best results and then the more recent best results, with each
 * player's position before the latest tournament. `rankingHistory` gives a player's position after each tournament.
 * @example
 * const ranking = orderOfMerit(results, { bands, countBest: 6, window: { kind: 'rolling', months: 12 } }, '2026-11-25')
 * ranking.rows[0] // { position: 1, playerId: 'mia', points: 340, results: [...], previousPosition: 2 }
 */
export { orderOfMerit, pointsFor, rankingHistory } from './rankings/order-of-merit'
export type {
  OrderOfMerit,
  OrderOfMeritRow,
  OrderOfMeritRules,
  PointsBand,
  RankingHistoryPoint,
  RankingResult,
  RankingWindow,
  ScoredResult,
} from './rankings/order-of-merit'
