export { ConfirmDialog, type ConfirmDialogProps, type ConfirmDialogVariant } from './confirm-dialog'
