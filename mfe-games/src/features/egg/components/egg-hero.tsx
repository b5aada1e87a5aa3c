// The hatched hero is the student's own character, drawn by the student remote (its exposed ./character),
// so it looks exactly as in the shop. A plain star stands in while it loads or if that remote is away.
import type { ComponentType } from 'react';
import { useRemoteModule } from '@abacus/shared';
import type { ActiveItem } from '../model/egg-cache';

interface CharacterProps {
  items: readonly ActiveItem[];
  size?: number;
  label?: string;
}
type CharacterModule = { default: ComponentType<CharacterProps> };

export function EggHero({ items, size, label }: CharacterProps) {
  const { module } = useRemoteModule<CharacterModule>('student', './character');
  if (module) {
    const Character = module.default;
    return <Character items={items} size={size} label={label} />;
  }
  return (
    <svg className="egg-hero__stand-in" viewBox="0 0 100 100" width={size} height={size} role="img" aria-label={label}>
      <path
        d="M50 8l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z"
        fill="#fbbf24"
        stroke="#b45309"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </svg>
  );
}
