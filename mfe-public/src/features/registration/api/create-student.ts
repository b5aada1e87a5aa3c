import { useMutation } from '@tanstack/react-query';
import { api, noAuth } from '@abacus/shared';

export interface CreateStudentInput {
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  birth_year: number;
  parent_first_name: string;
  parent_last_name: string;
  country: string;
  city: string;
  school: string;
  password: string;
}

export const createStudent = (input: CreateStudentInput) => api.post('users/create-student', input, noAuth());

export const useCreateStudent = () => useMutation({ mutationFn: createStudent });
