import type { EggStage } from '../model/egg-rules';

interface Props {
  stage: Exclude<EggStage, 'hero'>;
  /** 0 to 1: the ring around the egg fills up towards the hatching. */
  progress: number;
}

const RING = 2 * Math.PI * 44;

/** The egg: a speckled shell in a progress ring; cracks when it hatches, then a puff of smoke. */
export function EggPicture({ stage, progress }: Props) {
  return (
    <svg className="egg-picture" viewBox="0 0 100 100" aria-hidden="true">
      <circle cx="50" cy="50" r="44" className="egg-picture__track" />
      <circle
        cx="50"
        cy="50"
        r="44"
        className="egg-picture__ring"
        strokeDasharray={`${(progress * RING).toFixed(1)} ${RING.toFixed(1)}`}
        transform="rotate(-90 50 50)"
      />
      <g className="egg-picture__shell">
        <path
          d="M50 18c-14 0-24 20-24 36 0 15 10 26 24 26s24-11 24-26c0-16-10-36-24-36z"
          fill="#fff7e6"
          stroke="#e7b75f"
          strokeWidth="2.5"
        />
        <circle cx="42" cy="40" r="3.5" fill="#f6c56b" />
        <circle cx="58" cy="52" r="4.5" fill="#9ad0c2" />
        <circle cx="44" cy="64" r="3" fill="#f4a6a6" />
        <circle cx="60" cy="34" r="2.5" fill="#b9a6f4" />
        {stage !== 'egg' && (
          <path
            className="egg-picture__crack"
            d="M30 50l8 -6 6 8 7 -9 6 8 6 -7 7 5"
            fill="none"
            stroke="#8a5a14"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
        )}
      </g>
      {stage === 'smoke' && (
        <g className="egg-picture__smoke" fill="#e5e7eb">
          <circle cx="36" cy="44" r="14" />
          <circle cx="58" cy="38" r="16" />
          <circle cx="50" cy="60" r="18" />
        </g>
      )}
    </svg>
  );
}
