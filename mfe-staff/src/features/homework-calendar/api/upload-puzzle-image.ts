// POST storage/files/upload_puzzle_image/?slide=n (multipart field `image`, JPEG or PNG): the super franchise's
// background of a slide; the answer's link replaces the shown one.
import { useMutation, useQueryClient } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { PuzzleImage } from './get-puzzle-image';
import { puzzleImageKey } from './homework-keys';

export function useUploadPuzzleImage(slide: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('image', file);
      // The client's default JSON content type would turn the form into JSON; the browser sets the boundary.
      const { data } = await api.post<PuzzleImage>('storage/files/upload_puzzle_image/', body, {
        params: { slide },
        headers: { 'Content-Type': 'multipart/form-data' },
      });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: puzzleImageKey(slide) }),
  });
}
