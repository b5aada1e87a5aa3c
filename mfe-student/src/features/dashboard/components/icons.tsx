// Small inline icons (no emoji: not every device has a colour emoji font).
const svg = { viewBox: '0 0 24 24', width: 22, height: 22 } as const;

export const AwardIcon = () => (
  <svg {...svg} aria-hidden="true" className="icon icon--award">
    <circle cx="12" cy="9" r="6" fill="#fbbf24" stroke="#b45309" strokeWidth="1.5" />
    <path d="M12 5.8l1 2.1 2.3.3-1.7 1.6.4 2.3-2-1.1-2 1.1.4-2.3-1.7-1.6 2.3-.3z" fill="#fff" />
    <path d="M8.5 14l-2 7 3.5-1.5L12 22l2-2.5 3.5 1.5-2-7" fill="#f97316" />
  </svg>
);

export const LockIcon = () => (
  <svg {...svg} aria-hidden="true" className="icon icon--lock">
    <rect x="5" y="10.5" width="14" height="10" rx="2.5" fill="currentColor" />
    <path d="M8 10.5V8a4 4 0 018 0v2.5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

export const CheckIcon = () => (
  <svg {...svg} aria-hidden="true" className="icon icon--check">
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path
      d="M7 12.5l3.2 3.2L17 9"
      fill="none"
      stroke="#fff"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export const PlayIcon = () => (
  <svg {...svg} aria-hidden="true" className="icon icon--play">
    <circle cx="12" cy="12" r="10" fill="currentColor" />
    <path d="M10 8l6 4-6 4z" fill="#fff" />
  </svg>
);

export const ChevronIcon = () => (
  <svg {...svg} aria-hidden="true" className="icon icon--chevron">
    <path
      d="M6 9l6 6 6-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export const ChartIcon = () => (
  <svg {...svg} aria-hidden="true" width={30} height={30} className="icon icon--chart">
    <rect x="3" y="12" width="4" height="9" rx="1.5" fill="#a5b4fc" />
    <rect x="10" y="7" width="4" height="14" rx="1.5" fill="#6366f1" />
    <rect x="17" y="3" width="4" height="18" rx="1.5" fill="#22c55e" />
  </svg>
);

export const WalletIcon = () => (
  <svg {...svg} aria-hidden="true" width={30} height={30} className="icon icon--wallet">
    <rect x="2.5" y="6" width="19" height="14" rx="3" fill="#f97316" />
    <path d="M5 6l10-3.5 1.5 3.5" fill="none" stroke="#b45309" strokeWidth="1.6" strokeLinejoin="round" />
    <rect x="15" y="11" width="6.5" height="4" rx="2" fill="#fff" />
    <circle cx="17.5" cy="13" r="1" fill="#f97316" />
  </svg>
);
