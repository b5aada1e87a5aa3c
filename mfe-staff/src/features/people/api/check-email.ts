// POST users/user/check-email: the parent user of a family e-mail that the viewer may add a child to (id null when
// there is none), spec 002 section 4 "Student-create flow".
import type { CheckEmailAnswer } from '@abacus/contract/user-create-schema';
import { api } from '@abacus/shared';

export const checkEmail = async (email: string) =>
  (await api.post<CheckEmailAnswer>('users/user/check-email', { email })).data;
