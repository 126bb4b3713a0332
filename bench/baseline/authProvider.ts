import type { AuthProvider } from 'react-admin';
import { HttpError, TOKEN_KEY, api } from './api';

/** The minimal auth provider: the bearer token in localStorage, CSR login through the API. */
export const baselineAuthProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const answer = await api<{ auth: { token: string } }>('/auth/user/login', {
      method: 'POST',
      body: { phoneNumber: username, password, clientSecret: 'csr-portal-secret', isEmail: username.includes('@') },
    });
    localStorage.setItem(TOKEN_KEY, answer.auth.token);
  },
  async logout() {
    localStorage.removeItem(TOKEN_KEY);
  },
  async checkAuth() {
    if (!localStorage.getItem(TOKEN_KEY)) throw new Error('Not signed in');
  },
  async checkError(error: unknown) {
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
      localStorage.removeItem(TOKEN_KEY);
      throw error;
    }
  },
  async getPermissions() {
    return undefined;
  },
};
