import { urPK as gridUrdu } from '@mui/x-data-grid/locales';
import { urPK as coreUrdu } from '@mui/material/locale';

/** Left-to-right isolates: a range "1–5" keeps its order inside right-to-left text (else it reads "5–1"). */
const isolated = (text: string) => `\u2066${text}\u2069`;
const number = (value: number) => value.toLocaleString('ur-PK');

/** The grid's texts MUI X's Urdu leaves in English: its pager ("1–5 of 36"), its overlays and sort icon. */
const missing = {
  noColumnsOverlayLabel: 'کوئی کالم نہیں',
  noColumnsOverlayManageColumns: 'کالم ترتیب دیں',
  columnHeaderSortIconLabel: 'ترتیب دیں',
  columnMenuAriaLabel: (columnName: string) => `${columnName} کالم کا مینو`,
  paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    count === -1
      ? `${isolated(`${number(from)}–${number(to)}`)}، ${isolated(number(to))} سے زیادہ میں سے`
      : `${isolated(number(count))} میں سے ${isolated(`${number(from)}–${number(to)}`)}`,
};

type LocaleComponents = { components: { MuiDataGrid: { defaultProps: { localeText: object } } } };

/** MUI X's Urdu grid with the missing texts, and MUI's own Urdu (the table pager of the phone's cards, the alerts). */
export const gridUrduComplete = {
  components: {
    MuiDataGrid: {
      defaultProps: {
        localeText: { ...(gridUrdu as LocaleComponents).components.MuiDataGrid.defaultProps.localeText, ...missing },
      },
    },
  },
};
export { coreUrdu };
