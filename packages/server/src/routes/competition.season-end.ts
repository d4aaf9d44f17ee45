import { createRoute } from '@hono/zod-openapi'
import { SeasonParamsSchema, SeasonPromotionSchema } from '@oche/api'
import { requireUser } from '../http/guards'
import { bearerSecurity, errorResponses, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { seasonPromotion } from '../services/league-night/season-end'
import { SEASON, competitionTags } from './competition'

// `/api/competition/manage/organisations/{org}/seasons/{season}/promotion`: the end of a season (league-rules.md §10).
// The organisation's admins only: the proposal is theirs to adjust when they make the next season.

const promotion = createRoute({
  operationId: 'getSeasonPromotion',
  method: 'get',
  path: `${SEASON}/promotion`,
  tags: competitionTags,
  summary: 'Who goes up and down a division at the end of the season: a proposal from the tables now (admins)',
  description:
    'Per division, highest first, its teams in table order with the division proposed for next season and why: the ' +
    'top `promotion_places` go up one division and the bottom `relegation_places` down one (season settings). Teams ' +
    'in no division go to the lowest. `is_finished` is false while a match of the season is not signed off: the ' +
    'tables may still change. Accept it, adjusted, as `placements` of `POST …/seasons` copying this season.',
  security: bearerSecurity,
  middleware: [requireUser()] as const,
  request: { params: SeasonParamsSchema },
  responses: { 200: jsonResponse('The proposal.', SeasonPromotionSchema), ...errorResponses(401, 403, 404) },
})

export const competitionSeasonEndRoutes = createRouter().openapi(promotion, async (c) => {
  const input = { caller: c.get('auth').user, ...c.req.valid('param') }
  return respond(c, await seasonPromotion(c.get('db'), input), SeasonPromotionSchema)
})
