export { RoleBadge } from './role-badge'
