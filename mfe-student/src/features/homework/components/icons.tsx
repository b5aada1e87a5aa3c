// Small inline icons of the puzzle (no emoji: not every device has a colour emoji font).
const svg = { viewBox: '0 0 24 24', width: 20, height: 20 } as const;

export const LockIcon = () => (
  <svg {...svg} aria-hidden="true" className="homework-icon">
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" fill="currentColor" />
    <path d="M8 10.5V8a4 4 0 018 0v2.5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

export const PlayIcon = () => (
  <svg {...svg} aria-hidden="true" className="homework-icon">
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </svg>
);

export const CheckIcon = () => (
  <svg {...svg} aria-hidden="true" className="homework-icon">
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);

/** Points to the start of the line (left, right in Hebrew: the stylesheet turns it). */
export const ChevronIcon = () => (
  <svg {...svg} aria-hidden="true" className="homework-icon homework-icon--chevron">
    <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
  </svg>
);
