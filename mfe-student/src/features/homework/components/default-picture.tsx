// The puzzle's own picture, for a month without an uploaded one or when that one cannot be loaded: a sunny
// meadow with a rainbow and an abacus. Drawn to cover its box (cropped, never stretched).
import { useId } from 'react';

export function DefaultPicture({ className }: { className?: string }) {
  // The board and the congratulations may both show it: each its own gradient id.
  const sky = useId();
  return (
    <svg
      className={className}
      viewBox="0 0 500 500"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      data-testid="puzzle-default-picture"
    >
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7dd3fc" />
          <stop offset="1" stopColor="#e0f2fe" />
        </linearGradient>
      </defs>
      <rect width="500" height="500" fill={`url(#${sky})`} />
      <circle cx="410" cy="90" r="48" fill="#fde047" stroke="#facc15" strokeWidth="10" />
      <g fill="none" strokeWidth="16">
        <path d="M40 330a210 210 0 01420 0" stroke="#f87171" />
        <path d="M56 330a194 194 0 01388 0" stroke="#fb923c" />
        <path d="M72 330a178 178 0 01356 0" stroke="#facc15" />
        <path d="M88 330a162 162 0 01324 0" stroke="#4ade80" />
        <path d="M104 330a146 146 0 01292 0" stroke="#60a5fa" />
        <path d="M120 330a130 130 0 01260 0" stroke="#a78bfa" />
      </g>
      <g fill="#fff">
        <ellipse cx="95" cy="95" rx="48" ry="20" />
        <ellipse cx="130" cy="80" rx="34" ry="22" />
        <ellipse cx="260" cy="150" rx="40" ry="15" />
      </g>
      <path d="M0 340q130-70 260 0t240-10V500H0z" fill="#4ade80" />
      <path d="M0 400q150-60 300 0t200-20V500H0z" fill="#22c55e" />
      <g transform="translate(165 360)">
        <rect width="170" height="110" rx="10" fill="#92400e" />
        <rect x="12" y="12" width="146" height="86" rx="4" fill="#fef3c7" />
        <g stroke="#78350f" strokeWidth="3">
          <path d="M12 33h146M12 55h146M12 77h146" />
        </g>
        <g fill="#ef4444">
          <circle cx="40" cy="33" r="8" />
          <circle cx="58" cy="33" r="8" />
          <circle cx="120" cy="55" r="8" />
        </g>
        <g fill="#3b82f6">
          <circle cx="80" cy="55" r="8" />
          <circle cx="98" cy="77" r="8" />
          <circle cx="134" cy="33" r="8" />
        </g>
        <g fill="#f59e0b">
          <circle cx="36" cy="77" r="8" />
          <circle cx="54" cy="77" r="8" />
        </g>
      </g>
    </svg>
  );
}
