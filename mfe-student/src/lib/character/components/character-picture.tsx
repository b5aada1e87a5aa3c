// The character: its layers stacked on one square canvas, bottom to top. With no hero, a default
// figure takes the hero's place. No data fetching, no router, no query client: other remotes use it.
import type { CSSProperties } from 'react';
import { splitAtHero, type Layer } from '../model/layers';
import { DefaultHero } from './default-hero';
import '../character.css';

interface Props {
  layers: readonly Layer[];
  /** Side of the square in CSS pixels. */
  size?: number;
  /** What a screen reader hears; without it the picture is decorative. */
  label?: string;
  testId?: string;
}

const LayerImg = ({ layer }: { layer: Layer }) => (
  <img className="character__layer" src={layer.src} alt="" data-category={layer.category} draggable={false} />
);

export function CharacterPicture({ layers, size = 200, label, testId = 'character' }: Props) {
  const { below, hero, above } = splitAtHero(layers);
  const style = { '--character-size': `${size}px` } as CSSProperties;
  return (
    <div
      className="character"
      style={style}
      data-testid={testId}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {below.map((layer) => (
        <LayerImg key={layer.category} layer={layer} />
      ))}
      {hero ? <LayerImg layer={hero} /> : <DefaultHero />}
      {above.map((layer) => (
        <LayerImg key={layer.category} layer={layer} />
      ))}
    </div>
  );
}
