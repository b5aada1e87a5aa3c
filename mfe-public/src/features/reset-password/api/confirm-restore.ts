import { api, noAuth } from '@abacus/shared';

export const confirmRestore = (password: string, token: string) =>
  api.post<{ status: string }>('users/user/restore/confirm', { password, token }, noAuth());
