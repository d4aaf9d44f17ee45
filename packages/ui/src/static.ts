// The server-safe entry (docs/adr/031): components with no state, effects or context, without the package's
// 'use client', so a React Server Components page renders them on the server and ships none of their code. Each is
// also in the main entry; a client component imports them from there. A test walks this entry's imports and fails on
// a hook, a context or a client directive (src/static.test.ts).
export { cn } from './lib/cn'
export { Badge, badgeVariants, type BadgeProps, type BadgeVariant } from './components/badge'
export {
  Skeleton,
  SkeletonGroup,
  skeletonVariants,
  type SkeletonGroupProps,
  type SkeletonProps,
} from './components/skeleton'
export {
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
  type EmptyStateActionsProps,
  type EmptyStateDescriptionProps,
  type EmptyStateIconProps,
  type EmptyStateProps,
  type EmptyStateTitleProps,
} from './components/empty-state'
export { PageLayout, type PageLayoutProps, type PageLinkProps } from './components/page-layout'
export { buttonVariants } from './components/button/button-variants'
export { layers, layerClasses } from './lib/layers'
