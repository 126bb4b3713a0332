import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

const views = {
  hours: 'گھنٹے',
  minutes: 'منٹ',
  seconds: 'سیکنڈ',
  meridiem: 'ق.ظ/ب.ظ',
};

/** Every key of enUS (the full type, so a key MUI X adds shows up as a type error). */
const urduPickers: PickersLocaleText = {
  // Calendar navigation
  previousMonth: 'پچھلا مہینہ',
  nextMonth: 'اگلا مہینہ',
  // View navigation
  openPreviousView: 'پچھلا منظر کھولیں',
  openNextView: 'اگلا منظر کھولیں',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year' ? 'سال کا منظر کھلا ہے، کیلنڈر کے منظر پر جائیں' : 'کیلنڈر کا منظر کھلا ہے، سال کے منظر پر جائیں',
  // DateRange labels
  start: 'شروع',
  end: 'اختتام',
  startDate: 'شروع کی تاریخ',
  startTime: 'شروع کا وقت',
  endDate: 'اختتام کی تاریخ',
  endTime: 'اختتام کا وقت',
  // Action bar
  cancelButtonLabel: 'منسوخ کریں',
  clearButtonLabel: 'صاف کریں',
  okButtonLabel: 'ٹھیک ہے',
  todayButtonLabel: 'آج',
  nextStepButtonLabel: 'اگلا',
  // Toolbar titles
  datePickerToolbarTitle: 'تاریخ منتخب کریں',
  dateTimePickerToolbarTitle: 'تاریخ اور وقت منتخب کریں',
  timePickerToolbarTitle: 'وقت منتخب کریں',
  dateRangePickerToolbarTitle: 'تاریخوں کی حد منتخب کریں',
  timeRangePickerToolbarTitle: 'وقت کی حد منتخب کریں',
  // Clock labels
  clockLabelText: (view, formattedTime) =>
    `${views[view]} منتخب کریں۔ ${!formattedTime ? 'کوئی وقت منتخب نہیں' : `منتخب وقت ${formattedTime} ہے`}`,
  hoursClockNumberText: (hours) => `${hours} ${Number(hours) === 1 ? 'گھنٹہ' : 'گھنٹے'}`,
  minutesClockNumberText: (minutes) => `${minutes} منٹ`,
  secondsClockNumberText: (seconds) => `${seconds} سیکنڈ`,
  // Digital clock labels
  selectViewText: (view) => `${views[view]} منتخب کریں`,
  // Calendar labels
  calendarWeekNumberHeaderLabel: 'ہفتہ نمبر',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (weekNumber) => `ہفتہ ${weekNumber}`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  // Open Picker labels
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `تاریخ منتخب کریں، منتخب تاریخ ${formattedDate} ہے` : 'تاریخ منتخب کریں',
  openTimePickerDialogue: (formattedTime) =>
    formattedTime ? `وقت منتخب کریں، منتخب وقت ${formattedTime} ہے` : 'وقت منتخب کریں',
  openRangePickerDialogue: (formattedRange) =>
    formattedRange ? `حد منتخب کریں، منتخب حد ${formattedRange} ہے` : 'حد منتخب کریں',
  fieldClearLabel: 'صاف کریں',
  // Table labels
  timeTableLabel: 'وقت منتخب کریں',
  dateTableLabel: 'تاریخ منتخب کریں',
  // Field section placeholders: Latin pattern letters, as enUS (dates are typed dd/MM/yyyy)
  fieldYearPlaceholder: (params) => 'Y'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'MMMM' : 'MM'),
  fieldDayPlaceholder: () => 'DD',
  fieldWeekDayPlaceholder: (params) => (params.contentType === 'letter' ? 'EEEE' : 'EE'),
  fieldHoursPlaceholder: () => 'hh',
  fieldMinutesPlaceholder: () => 'mm',
  fieldSecondsPlaceholder: () => 'ss',
  fieldMeridiemPlaceholder: () => 'aa',
  // View names
  year: 'سال',
  month: 'مہینہ',
  day: 'دن',
  weekDay: 'ہفتے کا دن',
  hours: 'گھنٹے',
  minutes: 'منٹ',
  seconds: 'سیکنڈ',
  meridiem: 'ق.ظ/ب.ظ',
  // Common
  empty: 'خالی',
};

/** MUI X's pickers in Urdu, as its own locales are shaped: merged into the theme. */
export const pickersUrdu = { components: { MuiLocalizationProvider: { defaultProps: { localeText: urduPickers } } } };
