export { ConfirmProvider } from './ConfirmProvider';
export type { ConfirmButtonType, ConfirmFn, ConfirmOptions } from './ConfirmProvider';
export { useConfirm } from './useConfirm';
export { useConfirmedCall, type ConfirmedCall } from './useConfirmedCall';
