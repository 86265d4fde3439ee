export { ConfirmDialog, canTakeFocusBack, confirmDialogTones } from './ConfirmDialog';
export type { ConfirmDialogProps, ConfirmDialogTone } from './ConfirmDialog';
