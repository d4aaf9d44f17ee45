import { z } from 'zod'
import { CompetitionDateSchema, CompetitionVenueParamsSchema } from './competition'
import { LeagueGameSchema, LeagueMatchSummarySchema } from './league-matches'

// A league venue's boards (ADR 016): the club's own dartboards, each with a six-character login code like an
// event's board. A tablet logged in to one scores the league games played at the venue on the night, with the same
// outbox as a tournament board; the admins of the venue's organisation manage the boards and their codes.

const LinkSchema = z.object({ slug: z.string(), name: z.string() })

/** `…/organisations/{org}/venues/{venue}/boards/{board}`. */
export const VenueBoardParamsSchema = CompetitionVenueParamsSchema.extend({ board: z.uuid() })
export type VenueBoardParams = z.infer<typeof VenueBoardParamsSchema>

/** A team match at the venue as its board's tablet shows it: who, the score and every game with its players. */
export const TabletLeagueMatchSchema = LeagueMatchSummarySchema.extend({
  season: LinkSchema,
  /** Whether each team has named its lineup; a game can be scored once both teams named its players. */
  lineups_submitted: z.object({ home: z.boolean(), away: z.boolean() }),
  games: z.array(LeagueGameSchema),
})
export type TabletLeagueMatch = z.infer<typeof TabletLeagueMatchSchema>

/**
 * What a venue board's tablet shows (`GET /tablet/state`, `state: 'league'`): the team matches at its venue from
 * the day before to the day after today (a league night runs past midnight, and the server's day is UTC), by date.
 */
export const TabletLeagueNightSchema = z.object({
  venue: z.object({ id: z.uuid(), name: z.string() }),
  organisation: LinkSchema,
  /** The first and last day of the window, `YYYY-MM-DD`. */
  from: CompetitionDateSchema,
  to: CompetitionDateSchema,
  matches: z.array(TabletLeagueMatchSchema),
})
export type TabletLeagueNight = z.infer<typeof TabletLeagueNightSchema>

/** `POST /tablet/league/{fixtureId}/games/{game}/start`: a game of a match at the board's venue. */
export const TabletLeagueGameParamsSchema = z.object({
  fixtureId: z.uuid(),
  game: z.coerce.number().int().min(1).max(30),
})
export type TabletLeagueGameParams = z.infer<typeof TabletLeagueGameParamsSchema>
