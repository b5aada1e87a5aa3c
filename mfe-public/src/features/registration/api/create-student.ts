import { useMutation } from '@abacus/shared/query';
import { api, noAuth } from '@abacus/shared';
import type { CreateStudentInput } from '@abacus/contract/registration-schema';

export const createStudent = (input: CreateStudentInput) => api.post('users/create-student', input, noAuth());

export const useCreateStudent = () => useMutation({ mutationFn: createStudent });
