export {
  RowActionsCell,
  RowActionsMenu,
  type RowAction,
  type RowActionsCellProps,
  type RowActionsMenuProps,
} from './row-actions-menu'
