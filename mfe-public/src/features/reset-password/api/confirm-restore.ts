import { useMutation } from '@abacus/shared/query';
import { api, noAuth } from '@abacus/shared';

export interface ConfirmRestoreInput {
  password: string;
  token: string;
}

/** POST users/user/restore/confirm: the new password for a recovery link's token. */
export const confirmRestore = ({ password, token }: ConfirmRestoreInput) =>
  api.post<{ status: string }>('users/user/restore/confirm', { password, token }, noAuth());

export const useConfirmRestore = () => useMutation({ mutationFn: confirmRestore });
