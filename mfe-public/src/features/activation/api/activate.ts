import { queryOptions, useQuery } from '@abacus/shared/query';
import { api, noAuth } from '@abacus/shared';

/** GET users/user/activate/{param1}/{param2}/: activates the account of an e-mail link; the server's message. */
export async function activateAccount(param1: string, param2: string): Promise<string> {
  const { data } = await api.get<{ message: string }>(
    `users/user/activate/${encodeURIComponent(param1)}/${encodeURIComponent(param2)}/`,
    noAuth(),
  );
  return data.message;
}

// Asked once per link and page visit: the answer does not go stale while the page shows it.
const activationQuery = (param1: string, param2: string) =>
  queryOptions({
    queryKey: ['activation', param1, param2],
    queryFn: () => activateAccount(param1, param2),
    staleTime: Infinity,
  });

export const useActivation = (param1: string, param2: string) => useQuery(activationQuery(param1, param2));
