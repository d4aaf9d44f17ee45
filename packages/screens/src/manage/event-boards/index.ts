export { EventBoardsScreen, type EventBoardsScreenProps } from './event-boards-screen'
