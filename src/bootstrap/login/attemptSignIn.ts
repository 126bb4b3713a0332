import { MESSAGES } from '#domain/messages';
import { portalSignInOf, type LoginKind } from '#domain/userTypes';
import { authApi } from '../../providers/authApi';
import { signIn } from '../../providers/signIn';

/** What the form says after a refused sign-in: SPEC's text, or that the account uses the other sign-in. */
export type SignInError = { text: string } | { other: LoginKind };

export type SignInAttempt =
  | { signedIn: true }
  /** `invalid`: the fields the form's rule refused ([] once it passed); unknown when the rule did not load. */
  | { signedIn: false; error: SignInError; invalid?: string[] };

interface SignInValues {
  userType: LoginKind;
  username: string;
  password: string;
}

/** After a refused sign-in: the sign-in the account uses when it is not the one chosen (SPEC §7's lookup). */
async function otherSignInOf(name: string, chosen: LoginKind, isEmail: boolean): Promise<LoginKind | null> {
  const found = await authApi.lookUpUsername({ username: name.trim(), isEmail }).catch(() => null);
  const other = found?.exists ? portalSignInOf(found.userType) : null;
  return other && other !== chosen ? other : null;
}

/**
 * The plain login form's submit: the domain's yup rule (loaded with the app rather than before the
 * first paint), then the API's sign-in; a refused one looks up whether the account uses the other sign-in.
 */
export async function attemptSignIn(values: SignInValues): Promise<SignInAttempt> {
  const rules = await import('#domain/schemas/auth').catch(() => null);
  // Its code did not come (the connection dropped): say so, and keep what was typed for another try.
  if (!rules) return { signedIn: false, error: { text: MESSAGES.generic } };
  const { loginFormSchema, isEmailUsername } = rules;
  try {
    await loginFormSchema.validate(values, { abortEarly: false });
  } catch (invalid) {
    const { inner = [], message } = invalid as { inner?: { path?: string; message: string }[]; message: string };
    const first = inner.find((e) => e.path === 'username') ?? inner.find((e) => e.path === 'password');
    return { signedIn: false, error: { text: first?.message ?? message }, invalid: inner.map((e) => e.path ?? '') };
  }
  const isEmail = isEmailUsername(values.username);
  try {
    await signIn({ ...values, isEmail });
    return { signedIn: true };
  } catch (failed) {
    const message = failed instanceof Error && failed.message ? failed.message : MESSAGES.generic;
    const other =
      message === MESSAGES.loginFailed ? await otherSignInOf(values.username, values.userType, isEmail) : null;
    return { signedIn: false, error: other ? { other } : { text: message }, invalid: [] };
  }
}
