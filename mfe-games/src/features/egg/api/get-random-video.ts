// GET videos/random: a reward video, shown on every 20th right answer.
import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { RewardVideo } from '@/engine/media/video-sources';
import { eggKeys } from './egg-keys';

export async function getRandomVideo(): Promise<RewardVideo> {
  const { data } = await api.get<{ data: RewardVideo }>('videos/random');
  return data.data;
}

// A new one each time the modal opens (nothing kept after it closes); a failure is not retried: the game goes on.
const randomVideoQuery = () =>
  queryOptions({
    queryKey: eggKeys.randomVideo(),
    queryFn: getRandomVideo,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useRandomVideo = () => useQuery(randomVideoQuery());
