import type { IntlShape } from 'react-intl'
import { defineMessage, defineMessages, type TypedMessageDescriptor } from 'react-intl/server'
import type { RouteDefinition } from './route-definition'
import { routeHeads } from './route-heads'
import type { RouteName } from './routes'

/** The 404 page's title and description (the routes' own are in route-heads.ts). */
export const notFoundMessages = defineMessages({
  title: { id: 'routes.notFound.title', defaultMessage: 'Page not found' },
  description: { id: 'routes.notFound.description', defaultMessage: 'We are sorry but this page could not be found.' },
})

/** The title and description of the 403 page: a signed-in caller without the page's role. */
export const forbiddenMessages = defineMessages({
  title: { id: 'routes.forbidden.title', defaultMessage: 'No access' },
  description: {
    id: 'routes.forbidden.description',
    defaultMessage: 'Your account does not have access to this page.',
  },
})

/** The brand in the title template of spec section 1: "%s - {brand} | Tournament platform". */
export const brand = 'Oche'
export const titleTemplate: {
  template: TypedMessageDescriptor<{ title: string; brand: string }>
  home: TypedMessageDescriptor<{ brand: string }>
} = {
  template: defineMessage<{ title: string; brand: string }>(
    { id: 'routes.titleTemplate', defaultMessage: '{title} - {brand} | Tournament platform' },
    { typed: true },
  ),
  home: defineMessage<{ brand: string }>(
    { id: 'routes.homeTitle', defaultMessage: '{brand} | Tournament platform' },
    { typed: true },
  ),
}

/** The name and description of a page's subject, as loaded (null when there is none or it cannot be seen). */
export type SubjectRecord = { name: string; description: string }

/** A league's public site: its organisation's name takes the brand's place in the titles of its pages. */
export type SiteBrand = { name: string }

/**
 * A page's title and description, for the document head and its Open Graph tags: the route's title in the title
 * template (the home page has the plain one), carrying the subject's name as the route says, and the subject's own
 * description (whitespace folded, at most 200 characters) before the route's. On a league's site (`site`) the title
 * is "{title} · {site name}" ("Standings · Demo Darts League"), and the site's name alone on its home.
 */
export function routeHead(
  route: RouteDefinition,
  intl: Pick<IntlShape, 'formatMessage'>,
  subject: SubjectRecord | null,
  site?: SiteBrand,
): { title: string; description: string } {
  const head = routeHeads[route.name as RouteName]
  const pageTitle = head?.title ? intl.formatMessage(head.title) : undefined
  const shownTitle =
    subject && head?.subjectTitle !== 'alone'
      ? [subject.name, pageTitle].filter(Boolean).join(' · ')
      : (subject?.name ?? pageTitle)
  const title = site
    ? [shownTitle, site.name].filter(Boolean).join(' · ')
    : shownTitle
      ? intl.formatMessage(titleTemplate.template, { title: shownTitle, brand })
      : intl.formatMessage(titleTemplate.home, { brand })
  const description =
    subject?.description.replace(/\s+/g, ' ').slice(0, 200) || (head ? intl.formatMessage(head.description) : '')
  return { title, description }
}
