export { ConfirmActionDialog, type ConfirmActionDialogProps } from './confirm-action-dialog'
