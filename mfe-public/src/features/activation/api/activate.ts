import { api, noAuth } from '@abacus/shared';

export const activateAccount = (param1: string, param2: string) =>
  api.get<{ message: string }>(
    `users/user/activate/${encodeURIComponent(param1)}/${encodeURIComponent(param2)}/`,
    noAuth(),
  );
