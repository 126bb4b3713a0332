export { InputDialog } from './InputDialog';
export { useKeepTyped } from './useKeepTyped';
