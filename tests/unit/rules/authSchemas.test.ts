import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginFormSchema, signupSchema } from '#domain/schemas/auth';
import { MESSAGES } from '#domain/messages';

const errorsOf = async (schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) =>
  schema.validate(value, { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => [...new Set(error.errors)],
  );

describe('login form (SPEC §5: username, password and user type)', () => {
  it('accepts a complete form', async () => {
    expect(await errorsOf(loginFormSchema, { userType: 'shipper', username: 'a@b.co', password: 'x' })).toEqual([]);
  });
  it.each([
    [{ userType: 'internal', username: '', password: 'x' }],
    [{ userType: 'internal', username: '03001234567', password: '' }],
    [{ username: '03001234567', password: 'x' }],
    [{ userType: 'internal', username: '   ', password: 'x' }],
  ])('%j → the SPEC text', async (value) => {
    expect(await errorsOf(loginFormSchema, value)).toEqual([MESSAGES.loginMissingFields]);
  });
});

describe('password rule (SPEC §5: 8+ characters, a letter and a digit) and match', () => {
  const change = (password: string, confirmPassword = password) => ({ oldPassword: 'old', password, confirmPassword });
  it.each([
    ['abcdef1', [MESSAGES.passwordRule]],
    ['abcdefg1', []],
    ['abcdefgh', [MESSAGES.passwordRule]],
    ['12345678', [MESSAGES.passwordRule]],
  ])('%s', async (password, expected) => {
    expect(await errorsOf(changePasswordSchema, change(password))).toEqual(expected);
  });
  it('passwords must match', async () => {
    expect(await errorsOf(changePasswordSchema, change('abcdefg1', 'abcdefg2'))).toEqual([MESSAGES.passwordsMustMatch]);
  });
});

describe('signup contact rules (SPEC §5: local phone 11 digits starting 03, valid email)', () => {
  const valid = {
    fullName: 'A',
    email: 'a@b.co',
    phoneNumber: '03001234567',
    companyName: 'C',
    password: 'abcdefg1',
    confirmPassword: 'abcdefg1',
    clientSecret: 's',
  };
  it.each([
    ['0300123456', [MESSAGES.invalidPhone]],
    ['030012345678', [MESSAGES.invalidPhone]],
    ['04001234567', [MESSAGES.invalidPhone]],
    ['03001234567', []],
  ])('phone %s', async (phoneNumber, expected) => {
    expect(await errorsOf(signupSchema, { ...valid, phoneNumber })).toEqual(expected);
  });
  it('a bad email is refused, a value of the wrong type gets the SPEC text rather than an echo', async () => {
    expect(await errorsOf(signupSchema, { ...valid, email: 'a@b' })).toEqual([MESSAGES.invalidEmail]);
    expect(await errorsOf(signupSchema, { ...valid, fullName: { $ne: '' } })).toEqual([MESSAGES.fillRequired]);
  });
});
