// The bulk bonus of franchises (POST users/user/assign_bonus_weeks | assign_holidays_bonus) and e-mails to users
// (POST users/sendmail).
import { useMutation, useQueryClient } from '@abacus/shared/query';
import type { BonusForm, SendMailInput } from '@abacus/contract/staff-tools-schema';
import { api } from '@abacus/shared';

async function assignBonus({ users, form }: { users: number[]; form: BonusForm }) {
  const { data } =
    form.choice === 'holiday'
      ? await api.post<{ count: number }>('users/user/assign_holidays_bonus', {
          users,
          days: form.days,
          start_date: form.start_date,
        })
      : await api.post<{ count: number }>('users/user/assign_bonus_weeks', { users, weeks: Number(form.choice) });
  return data;
}

export function useAssignBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignBonus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff-list'] }),
  });
}

export const useSendMail = () =>
  useMutation({
    mutationFn: async (body: SendMailInput) => (await api.post<{ count: number }>('users/sendmail', body)).data,
  });
