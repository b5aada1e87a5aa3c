import { useState } from 'react';
import { usePuzzleImage } from '../api/get-puzzle-image';
import { DefaultPicture } from './default-picture';

interface Props {
  slide: number;
  className: string;
}

/** The slide's picture, or the default one when there is none or it cannot be loaded. */
export function PuzzlePicture({ slide, className }: Props) {
  const image = usePuzzleImage(slide);
  const [broken, setBroken] = useState<string | null>(null);
  if (image.isPending) return <div className={`${className} homework-picture--waiting`} />;
  const link = image.data ?? null;
  if (link && broken !== link) {
    return <img className={className} src={link} alt="" onError={() => setBroken(link)} data-testid="puzzle-image" />;
  }
  return <DefaultPicture className={className} />;
}
