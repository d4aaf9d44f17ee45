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
} from './empty-state'
