export { AdminUserNotFoundState, AdminUsersForbiddenState } from './admin-user-states'
