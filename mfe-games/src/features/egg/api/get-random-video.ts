// GET videos/random: a reward video, shown on every 20th right answer.
import { api } from '@abacus/shared';
import type { RewardVideo } from '@/engine/media/video-sources';

export async function getRandomVideo(): Promise<RewardVideo> {
  const { data } = await api.get<{ data: RewardVideo }>('videos/random');
  return data.data;
}
