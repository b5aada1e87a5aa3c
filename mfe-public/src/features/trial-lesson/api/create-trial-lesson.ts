import { api, noAuth } from '@abacus/shared';

export interface TrialLessonInput {
  parent_name: string;
  child_age: number;
  phone_number: string;
  country: string;
  city: string;
}

export const createTrialLesson = (input: TrialLessonInput) => api.post('trial_lessons', input, noAuth());
