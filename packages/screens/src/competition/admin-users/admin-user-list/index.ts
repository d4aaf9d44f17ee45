export { AdminUsersScreen, type AdminUsersScreenProps } from './admin-users-screen'
