export { SeasonCreateScreen, type SeasonCreateScreenProps } from './season-create-screen'
export { SeasonEditScreen, type SeasonEditScreenProps } from './season-edit-screen'
