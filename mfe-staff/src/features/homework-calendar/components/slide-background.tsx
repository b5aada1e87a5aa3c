// The slide's picture behind the day tiles: the super franchise's upload for the slide, else (none, a failed call,
// or a picture that does not load) the built-in one.
import { useState } from 'react';
import { usePuzzleImage } from '../api/get-puzzle-image';
import { DEFAULT_BACKGROUND } from './default-background';

export function SlideBackground({ slide }: { slide: number }) {
  const image = usePuzzleImage(slide);
  const link = image.data?.link ?? null;
  const [broken, setBroken] = useState<string | null>(null);
  const src = link && link !== broken ? link : DEFAULT_BACKGROUND;
  return (
    <img
      className="hw-board__picture"
      src={src}
      alt=""
      data-testid="homework-background"
      data-default={src === DEFAULT_BACKGROUND ? 'true' : undefined}
      onError={() => link && setBroken(link)}
    />
  );
}
