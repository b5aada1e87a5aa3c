// The figure drawn when no hero is activated: a friendly child on the shop artwork's anchors
// (api/assets/shop/README.md: head at (120, 80) r 40, body x 94-146, hands at y 166, ground y 216),
// so that faces, caps, clothes and devices bought before a hero still sit in the right place.
const OUTLINE = { stroke: '#3d3552', strokeWidth: 3, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;
const SKIN = '#f3cfb3';

export function DefaultHero() {
  return (
    <svg className="character__layer" viewBox="0 0 240 240" aria-hidden="true" data-category="HERO" data-default="true">
      <g {...OUTLINE}>
        <rect x="100" y="170" width="17" height="38" rx="6" fill={SKIN} />
        <rect x="123" y="170" width="17" height="38" rx="6" fill={SKIN} />
        <path d="M95 170h50v14q-2 4-6 4h-15l-4-6-4 6h-15q-4 0-6-4z" fill="#5b7fd6" />
        <path d="M96 216v-7q0-7 8-7h10q4 0 4 5v9z" fill="#f2f2f2" />
        <path d="M144 216v-7q0-7-8-7h-10q-4 0-4 5v9z" fill="#f2f2f2" />
        <path d="M100 132 76 162M140 132l24 30" strokeWidth="17" />
        <path d="M100 132 76 162M140 132l24 30" stroke="#a78bfa" strokeWidth="11" />
        <circle cx="74" cy="166" r="9" fill={SKIN} />
        <circle cx="166" cy="166" r="9" fill={SKIN} />
        <rect x="112" y="110" width="16" height="16" fill={SKIN} />
        <path d="M94 130q0-10 12-10h28q12 0 12 10v48H94z" fill="#a78bfa" />
        <circle cx="120" cy="148" r="9" fill="#fde68a" strokeWidth="2" />
        <circle cx="80" cy="86" r="8" fill={SKIN} />
        <circle cx="160" cy="86" r="8" fill={SKIN} />
        <circle cx="120" cy="80" r="40" fill={SKIN} />
        <path d="M81 78q0-40 39-40t39 40q-10-16-39-17-29 1-39 17z" fill="#4b3a2f" />
      </g>
      <g fill="#3d3552">
        <ellipse cx="106" cy="83" rx="4.5" ry="5.5" />
        <ellipse cx="134" cy="83" rx="4.5" ry="5.5" />
      </g>
      <circle cx="107.5" cy="81" r="1.6" fill="#fff" />
      <circle cx="135.5" cy="81" r="1.6" fill="#fff" />
      <circle cx="96" cy="97" r="6" fill="#f28b82" opacity=".5" />
      <circle cx="144" cy="97" r="6" fill="#f28b82" opacity=".5" />
      <path d="M110 101q10 9 20 0" fill="none" stroke="#3d3552" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
