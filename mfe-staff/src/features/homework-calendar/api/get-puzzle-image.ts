// GET storage/files/download_puzzle_image/?slide=n -> {link}: the slide's background picture, or null for the
// default one.
import { useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import { puzzleImageKey } from './homework-keys';

export interface PuzzleImage {
  link: string | null;
}

const getPuzzleImage = async (slide: number) =>
  (await api.get<PuzzleImage>('storage/files/download_puzzle_image/', { params: { slide } })).data;

export const usePuzzleImage = (slide: number) =>
  useQuery({ queryKey: puzzleImageKey(slide), queryFn: () => getPuzzleImage(slide) });
