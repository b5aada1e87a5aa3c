import { useMutation } from '@abacus/shared/query';
import { api, noAuth } from '@abacus/shared';

/** POST users/user/restore: the server mails a recovery link. */
export const requestRestore = (email: string) => api.post('users/user/restore', { email }, noAuth());

export const useRequestRestore = () => useMutation({ mutationFn: requestRestore });
