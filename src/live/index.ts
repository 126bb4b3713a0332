export { LiveUpdates } from './LiveUpdates';
export { LiveMark } from './LiveMark';
export { ListUpdatesNotice, useChangedRowMark, CHANGED_ROW_CLASS, changedRowSx } from './ListUpdatesNotice';
export { ChangedElsewhereNotice } from './ChangedElsewhereNotice';
