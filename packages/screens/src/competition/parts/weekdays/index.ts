export { useWeekdayNames, weekdayOf, weekdays } from './weekdays'
