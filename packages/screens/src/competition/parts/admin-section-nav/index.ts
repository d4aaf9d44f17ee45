export { AdminSectionNav, type AdminSection, type AdminSectionNavProps } from './admin-section-nav'
