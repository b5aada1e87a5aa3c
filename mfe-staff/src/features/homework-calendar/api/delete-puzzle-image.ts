// DELETE storage/files/delete_puzzle_image/?slide=n: the slide shows the default picture again.
import { useMutation, useQueryClient } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { PuzzleImage } from './get-puzzle-image';
import { puzzleImageKey } from './homework-keys';

export function useDeletePuzzleImage(slide: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.delete('storage/files/delete_puzzle_image/', { params: { slide } });
    },
    onSuccess: () => queryClient.setQueryData<PuzzleImage>(puzzleImageKey(slide), { link: null }),
  });
}
