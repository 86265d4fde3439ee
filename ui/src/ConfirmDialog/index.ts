export { ConfirmDialog, canTakeFocusBack, confirmDialogVariants } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogVariant } from './ConfirmDialog';
