/** نئے ریکارڈ کے صفحے کا عنوان اور محفوظ کرنے کا پیغام، ہر وسیلے کے لیے ("نیا کردار"، "کردار بنا دیا گیا")۔ */
const RECORD_NOUNS: Record<string, [noun: string, feminine: boolean]> = {
  'bank-accounts': ['بینک اکاؤنٹ', false],
  'company-groups': ['کمپنی گروپ', false],
  'company-projects': ['کمپنی پروجیکٹ', false],
  'demand-addas': ['بروکر', false],
  drivers: ['ڈرائیور', false],
  fleets: ['فلیٹ', false],
  'fuel-pumps': ['پٹرول پمپ', false],
  invoices: ['انوائس', true],
  locations: ['مقام', false],
  roles: ['کردار', false],
  tyres: ['ٹائر کی پیشکش', true],
  users: ['صارف', false],
  vehicles: ['گاڑی', true],
};

export const recordsTexts = {
  resources: Object.fromEntries(
    Object.entries(RECORD_NOUNS).map(([resource, [noun, feminine]]) => [
      resource,
      {
        page: {
          create: `${feminine ? 'نئی' : 'نیا'} ${noun}`,
          edit: `${noun} %{recordRepresentation}`,
          show: `${noun} %{recordRepresentation}`,
        },
        notifications: feminine
          ? {
              created: `${noun} بنا دی گئی`,
              updated: `${noun} اپ ڈیٹ ہو گئی`,
              deleted: `${noun} حذف کر دی گئی`,
            }
          : {
              created: `${noun} بنا دیا گیا`,
              updated: `${noun} اپ ڈیٹ ہو گیا`,
              deleted: `${noun} حذف کر دیا گیا`,
            },
      },
    ]),
  ),
};
