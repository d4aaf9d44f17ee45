export { AdminUserEditScreen, type AdminUserEditScreenProps } from './admin-user-edit-screen'
