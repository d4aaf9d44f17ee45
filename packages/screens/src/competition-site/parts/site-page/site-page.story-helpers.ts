import {
  competitionSiteFixture,
  createCompetitionSiteHandlers,
  handlers,
  mockError,
  mockPending,
  type CompetitionSiteHandlerOptions,
} from '@oche/mocks'
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw'

/** Stories only: what the fixture league's site holds (`competitionSiteFixture` of the mocks). */
export const site = competitionSiteFixture

/**
 * Stories only: the parameters of a page of the fixture league's site at `pathname`: served for its host, in the
 * competition layout, answered by the site's handlers (`options`) after `first` (a page's own pending or failing
 * call).
 */
export function siteStory(pathname: string, options: CompetitionSiteHandlerOptions = {}, first: RequestHandler[] = []) {
  return {
    page: true,
    layout: 'fullscreen',
    host: competitionSiteFixture.host,
    pathname,
    frame: { layout: 'competition' as const },
    msw: { handlers: [...first, ...createCompetitionSiteHandlers(options), ...handlers] },
  }
}

/** Stories only: the site loads, but the page's own call (`/competition/:domain/…`) never answers. */
export function sitePageLoading(pathname: string, call: string) {
  return siteStory(pathname, {}, [mockPending('get', `/competition/:domain${call}`)])
}

/** Stories only: the site loads, but the page's own call fails with a server error. */
export function sitePageFailing(pathname: string, call: string) {
  return siteStory(pathname, {}, [
    mockError('get', `/competition/:domain${call}`, 500, { message: 'Something went wrong on our side.' }),
  ])
}

/**
 * Stories only: the site's answer to `call` (`/competition/:domain…`, as the fixture league half played has it),
 * changed by `change` before the page reads it: a division without teams, a season with one cup.
 */
export function changedSiteAnswer<Body>(call: string, change: (body: Body) => Body): RequestHandler {
  const inner = createCompetitionSiteHandlers()
  return http.get(`*/api/competition/:domain${call}`, async ({ request, params }) => {
    if (params.domain === 'manage') return undefined
    const answer = await getResponse(inner, request)
    if (!answer?.ok) return answer
    return HttpResponse.json(change((await answer.json()) as Body) as never)
  })
}
