import { api, noAuth } from '@abacus/shared';
import type { TrialLessonInput } from '@abacus/contract/registration-schema';

export const createTrialLesson = (input: TrialLessonInput) => api.post('trial_lessons', input, noAuth());
