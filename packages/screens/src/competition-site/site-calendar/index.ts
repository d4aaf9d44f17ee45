export { SiteCalendarScreen, type SiteCalendarScreenProps } from './site-calendar-screen'
