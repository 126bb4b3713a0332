import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { MESSAGES } from '#domain/messages';
import {
  companyGroupSchema,
  companyProjectCreateSchema,
  companyProjectUpdateSchema,
  phoneError,
} from '#domain/schemas/companies';

const errorsOf = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};

const group = (overrides: Record<string, unknown> = {}) => ({
  name: 'Indus Group',
  address: '12 Main Boulevard, Gulberg',
  cityId: 2,
  provinceId: 1,
  countryId: 1,
  identificationType: 1,
  identificationValue: '1234567',
  ...overrides,
});
const groupErrors = (overrides: Record<string, unknown>) =>
  errorsOf(() => companyGroupSchema.validate(group(overrides), { abortEarly: false }));

describe('company group (SPEC §5)', () => {
  it('takes a complete Pakistani group without a licence', async () => {
    expect(await groupErrors({})).toEqual([]);
  });
  it.each(['name', 'address', 'cityId', 'provinceId', 'countryId', 'identificationType', 'identificationValue'])(
    'requires %s',
    async (field) => {
      expect(await groupErrors({ [field]: '' })).toContain(MESSAGES.fillRequired);
    },
  );
  it('CNIC is 13 digits: 12 and 14 refused, letters refused', async () => {
    expect(await groupErrors({ identificationType: 2, identificationValue: '123456789012' })).toEqual([
      MESSAGES.invalidCnic,
    ]);
    expect(await groupErrors({ identificationType: 2, identificationValue: '1234567890123' })).toEqual([]);
    expect(await groupErrors({ identificationType: 2, identificationValue: '12345678901234' })).toEqual([
      MESSAGES.invalidCnic,
    ]);
    expect(await groupErrors({ identificationType: 2, identificationValue: '12345678901a3' })).toEqual([
      MESSAGES.invalidCnic,
    ]);
  });
  it('NTN is 7 digits: 6 and 8 refused', async () => {
    expect(await groupErrors({ identificationValue: '123456' })).toEqual([MESSAGES.invalidNtn]);
    expect(await groupErrors({ identificationValue: '1234567' })).toEqual([]);
    expect(await groupErrors({ identificationValue: '12345678' })).toEqual([MESSAGES.invalidNtn]);
  });
  it('needs the import/export licence outside the home country only', async () => {
    expect(await groupErrors({ countryId: 2 })).toEqual([MESSAGES.licenceRequired]);
    expect(await groupErrors({ countryId: 2, hasImportExportLicense: true })).toEqual([]);
    expect(await groupErrors({ countryId: 1, hasImportExportLicense: false })).toEqual([]);
  });
});

describe('phones (SPEC §5)', () => {
  it('+253 numbers are 12 long: 11 and 13 refused', () => {
    expect(phoneError('+2537712345')).toBe(MESSAGES.invalidPhone);
    expect(phoneError('+25377123456')).toBeUndefined();
    expect(phoneError('+253771234567')).toBe(MESSAGES.invalidPhone);
  });
  it('+251 numbers are 13 long: 12 and 14 refused', () => {
    expect(phoneError('+25191123456')).toBe(MESSAGES.invalidPhone);
    expect(phoneError('+251911234567')).toBeUndefined();
    expect(phoneError('+2519112345678')).toBe(MESSAGES.invalidPhone);
  });
  it('local numbers are 11 digits starting 03', () => {
    expect(phoneError('03001234567')).toBeUndefined();
    expect(phoneError('0300123456')).toBe(MESSAGES.invalidPhone);
    expect(phoneError('phone')).toBe(MESSAGES.invalidPhone);
  });
});

const project = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lahore Plant',
  groupId: 1,
  phoneNumber: '03001234567',
  password: 'abcd1234',
  confirmPassword: 'abcd1234',
  ...overrides,
});

describe('company project (SPEC §5)', () => {
  it('create needs name, group, phone, password and confirmation', async () => {
    expect(await errorsOf(() => companyProjectCreateSchema.validate(project(), { abortEarly: false }))).toEqual([]);
    for (const field of ['name', 'groupId', 'phoneNumber', 'password', 'confirmPassword']) {
      expect(
        await errorsOf(() => companyProjectCreateSchema.validate(project({ [field]: '' }), { abortEarly: false })),
      ).toContain(MESSAGES.fillRequired);
    }
  });
  it('a phone starting with 92 needs strn and vertical', async () => {
    const errors = await errorsOf(() =>
      companyProjectCreateSchema.validate(project({ phoneNumber: '+923001234567' }), { abortEarly: false }),
    );
    expect(errors).toEqual([MESSAGES.fillRequired, MESSAGES.fillRequired]);
    expect(
      await errorsOf(() =>
        companyProjectCreateSchema.validate(
          project({ phoneNumber: '+923001234567', strn: '1234567890123', projectVerticalTypeId: 0 }),
        ),
      ),
    ).toEqual([]);
  });
  it('checks an email only when given, the password rule and the match', async () => {
    expect(await errorsOf(() => companyProjectCreateSchema.validate(project({ email: 'nope' })))).toEqual([
      MESSAGES.invalidEmail,
    ]);
    expect(await errorsOf(() => companyProjectCreateSchema.validate(project({ email: '' })))).toEqual([]);
    expect(
      await errorsOf(() =>
        companyProjectCreateSchema.validate(project({ password: 'abcdefgh', confirmPassword: 'abcdefgh' })),
      ),
    ).toEqual([MESSAGES.passwordRule]);
    expect(
      await errorsOf(() => companyProjectCreateSchema.validate(project({ confirmPassword: 'abcd12345' }))),
    ).toEqual([MESSAGES.passwordsMustMatch]);
  });
  it('brokers skip the password rule (they get a dummy one)', async () => {
    const cast = await companyProjectCreateSchema.validate(
      project({ password: undefined, confirmPassword: undefined }),
      { context: { broker: true } },
    );
    expect(cast).not.toHaveProperty('password');
  });
  it('update needs name, phone, group, strn and vertical', async () => {
    const errors = await errorsOf(() =>
      companyProjectUpdateSchema.validate({ name: 'x', groupId: 1, phoneNumber: '03001234567' }, { abortEarly: false }),
    );
    expect(errors).toEqual([MESSAGES.fillRequired, MESSAGES.fillRequired]);
  });
});
