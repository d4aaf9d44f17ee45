export { AdminUserBadges, type AdminUserBadgesProps } from './admin-user-badges'
