export { NotificationsMenu, type NotificationsMenuProps } from './notifications-menu'
