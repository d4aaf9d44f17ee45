export { EventCreateScreen, type EventCreateScreenProps } from './event-create-screen'
export { EventEditScreen, type EventEditScreenProps } from './event-edit-screen'
