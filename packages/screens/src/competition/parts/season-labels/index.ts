export { SeasonBadges, SeasonCounts, SeasonDates } from './season-labels'
