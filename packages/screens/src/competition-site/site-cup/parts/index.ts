export { CupNav, type CupNavProps, type CupPage } from './cup-nav'
export { siteCupMessages } from './cup-messages'
export { CupSummary } from './cup-summary'
export { useSiteCup } from './use-site-cup'
