import type { LoginKind } from '#domain/userTypes';
import type { LoginRecord } from '#domain/records/auth';
import { CLIENT_SECRETS, LOGIN_PATHS } from './apiConnection';
import { httpClient as defaultClient, type HttpClient } from './httpClient';
import { storage } from './storage';

export interface LoginParams {
  username: string;
  password: string;
  userType: LoginKind;
  isEmail?: boolean;
}

/**
 * SPEC §7 login, and the session it starts kept in this browser (SPEC §3 keys, the user's saved
 * colours). Framework-free: react-admin's authProvider.login and the entry's plain login form both call it.
 */
export async function signIn({ username, password, userType, isEmail }: LoginParams, http: HttpClient = defaultClient) {
  const data = await http.request<LoginRecord>(LOGIN_PATHS[userType], {
    method: 'POST',
    auth: false,
    body: {
      phoneNumber: username.trim(),
      password,
      clientSecret: CLIENT_SECRETS[userType],
      isEmail: Boolean(isEmail),
    },
  });
  storage.set('token', data.auth.token);
  storage.set('refreshToken', data.auth.refreshToken);
  storage.setJson('user', data.user);
  storage.set('userType', String(data.userType));
  storage.setJson('roles', data.roles);
  const savedTheme = data.user.preferences?.theme;
  if (savedTheme && Object.keys(savedTheme).length) storage.setJson('theme', savedTheme);
  else storage.remove('theme');
}
