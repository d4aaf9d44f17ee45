import { z } from 'zod'

// The end of a season (league-rules.md §10): `GET …/seasons/{season}/promotion` proposes from the season's tables
// which teams go up or down a division; the admin adjusts it and the next season takes it as `placements`
// (`SeasonInputSchema`) when it copies this season's divisions and teams.

const LinkSchema = z.object({ slug: z.string(), name: z.string() })

/** Why a team is proposed where it is (`@oche/darts`' `promotionProposal`). */
export const PromotionReasonSchema = z.discriminatedUnion('kind', [
  /** Up one division, `nth` of its table (1: its winner). */
  z.object({ kind: z.literal('promoted'), nth: z.number().int().min(1) }),
  /** Down one division, `nth` from the bottom of its table (1: the last). */
  z.object({ kind: z.literal('relegated'), nth: z.number().int().min(1) }),
  /**
   * In its division: mid-table, placed to go up in the highest division, placed to go down in the lowest, or no
   * match of the division decided yet.
   */
  z.object({
    kind: z.literal('stays'),
    because: z.enum(['midTable', 'highestDivision', 'lowestDivision', 'noResults']),
  }),
  /** In no division this season: the lowest division unless the admin places it. */
  z.object({ kind: z.literal('new') }),
])
export type PromotionReason = z.infer<typeof PromotionReasonSchema>

/** A team of the season and where it is proposed to play next season. */
export const PromotionTeamSchema = z.object({
  team: LinkSchema,
  /** Its place in its division's table now; null for a team in no division. */
  position: z.number().int().min(1).nullable(),
  /** Its points in that table now; null for a team in no division. */
  points: z.number().nullable(),
  /** The proposed division (this season's: the next one copies them with their slugs); null without divisions. */
  to: LinkSchema.nullable(),
  reason: PromotionReasonSchema,
  /** Level on every criterion with a team proposed elsewhere: the tie-break chain did not separate them. */
  is_tied_at_cut: z.boolean(),
})
export type PromotionTeam = z.infer<typeof PromotionTeamSchema>

/** A division of the season, highest first, with its teams in table order. */
export const PromotionDivisionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  position: z.number().int().min(1),
  teams: z.array(PromotionTeamSchema),
})
export type PromotionDivision = z.infer<typeof PromotionDivisionSchema>

/** `GET …/seasons/{season}/promotion` (admins): the season's end of season proposal, from its tables now. */
export const SeasonPromotionSchema = z.object({
  season: LinkSchema,
  /** The season's settings the proposal follows. */
  promotion_places: z.number().int().min(0),
  relegation_places: z.number().int().min(0),
  /** The season's matches, and those signed off: the tables are final once every match is. */
  matches: z.object({ total: z.number().int().min(0), confirmed: z.number().int().min(0) }),
  /** Every match of the season is signed off (and there is one): the proposal rests on the final tables. */
  is_finished: z.boolean(),
  divisions: z.array(PromotionDivisionSchema),
  /** Teams of the season in no division, proposed for the lowest one. */
  unplaced: z.array(PromotionTeamSchema),
})
export type SeasonPromotion = z.infer<typeof SeasonPromotionSchema>
