import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import { homeworkKeys } from './homework-keys';

/** GET storage/files/download_puzzle_image/?slide=n: the picture a super franchise chose for the slide, or null. */
async function getPuzzleImage(slide: number): Promise<string | null> {
  const { data } = await api.get<{ link: string | null }>('storage/files/download_puzzle_image/', {
    params: { slide },
  });
  return data.link ?? null;
}

const puzzleImageQuery = (slide: number) =>
  queryOptions({
    queryKey: homeworkKeys.puzzleImage(slide),
    queryFn: () => getPuzzleImage(slide),
    // The picture of a month rarely changes; the default picture stands in when there is none.
    staleTime: 10 * 60_000,
    retry: false,
  });

export const usePuzzleImage = (slide: number) => useQuery(puzzleImageQuery(slide));
