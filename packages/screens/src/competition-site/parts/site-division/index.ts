export { DivisionNav, type DivisionNavProps, type DivisionPage } from './division-nav'
export { siteDivisionMessages } from './division-messages'
export { findCup, findLeagueDivision, type SiteDivision } from './site-division'
export { siteTeamHref } from './team-href'
