import { createRoute } from '@hono/zod-openapi'
import { AnalyticsGeneralSchema, AnalyticsQuerySchema, AnalyticsTournamentsSchema } from '@oche/api'
import { requireSuperAdmin } from '../http/guards'
import { bearerSecurity, errorResponses, jsonResponse } from '../http/openapi'
import { respond } from '../http/respond'
import { createRouter } from '../http/router'
import { getAnalyticsGeneral } from '../services/admin-analytics/get-analytics-general'
import { getAnalyticsTournaments } from '../services/admin-analytics/get-analytics-tournaments'

// `/api/admin/analytics/…`: how Oche is used, for super admins (spec §1, §6 "superadmin"). Every figure is a SQL
// aggregate (ADR 020); an impersonation token never passes `requireSuperAdmin`.

const tags = ['admin']

const periodText =
  '`period`: the last 7 (`week`), 30 (`month`, the default), 90 (`quarter`) or 365 (`year`) UTC days, today ' +
  'included. `interval`: one point of the series per `day`, `week` (from Monday) or `month`; by default per day up ' +
  'to a month, per week over a quarter and per month over a year. Every bucket has a point, zeros included.'

const general = createRoute({
  operationId: 'getAnalyticsGeneral',
  method: 'get',
  path: '/general',
  tags,
  summary: 'Accounts, active users, matches and visits over a period (super admins)',
  description: `${periodText} Also per interface language and for the 20 busiest organisations.`,
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { query: AnalyticsQuerySchema },
  responses: { 200: jsonResponse('The figures.', AnalyticsGeneralSchema), ...errorResponses(401, 403, 422) },
})

const tournaments = createRoute({
  operationId: 'getAnalyticsTournaments',
  method: 'get',
  path: '/tournaments',
  tags,
  summary: 'The tournaments created over a period by format, size, visibility, completion and type (super admins)',
  description: `${periodText} Test tournaments are left out.`,
  security: bearerSecurity,
  middleware: [requireSuperAdmin()] as const,
  request: { query: AnalyticsQuerySchema },
  responses: { 200: jsonResponse('The figures.', AnalyticsTournamentsSchema), ...errorResponses(401, 403, 422) },
})

export const adminAnalyticsRoutes = createRouter()
  .openapi(general, async (c) => {
    return respond(c, await getAnalyticsGeneral(c.get('db'), c.req.valid('query')), AnalyticsGeneralSchema)
  })
  .openapi(tournaments, async (c) => {
    return respond(c, await getAnalyticsTournaments(c.get('db'), c.req.valid('query')), AnalyticsTournamentsSchema)
  })
