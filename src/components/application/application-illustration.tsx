/**
 * The application hero's image: a card terminal approving a payment beside a checklist, drawn inline (no request,
 * no layout shift: the box is sized by its width/height).
 */
export function ApplicationIllustration({ title, className }: { title: string; className?: string }) {
  return (
    <svg viewBox="0 0 480 360" width="480" height="360" role="img" aria-label={title} className={className}>
      <rect x="0" y="0" width="480" height="360" rx="28" fill="#12305a" />
      <circle cx="400" cy="70" r="120" fill="#1b447c" opacity="0.55" />
      {/* checklist card */}
      <g transform="translate(40 56)">
        <rect width="200" height="240" rx="16" fill="#ffffff" />
        <rect x="24" y="28" width="110" height="14" rx="7" fill="#0b1f3a" />
        {[0, 1, 2, 3].map((row) => (
          <g key={row} transform={`translate(24 ${72 + row * 40})`}>
            <circle cx="12" cy="12" r="12" fill={row < 3 ? "#f0b429" : "#e6edf7"} />
            {row < 3 ? (
              <path
                d="M6 12.5l4 4 8-9"
                fill="none"
                stroke="#0b1f3a"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            ) : null}
            <rect x="36" y="6" width={row === 3 ? 90 : 120} height="12" rx="6" fill={row < 3 ? "#4a5568" : "#e6edf7"} />
          </g>
        ))}
      </g>
      {/* card terminal */}
      <g transform="translate(270 70)">
        <rect width="150" height="230" rx="22" fill="#061427" />
        <rect x="16" y="18" width="118" height="84" rx="10" fill="#e6edf7" />
        <circle cx="75" cy="60" r="26" fill="#15803d" />
        <path d="M62 60.5l9 9 17-19" fill="none" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        {[0, 1, 2].map((row) =>
          [0, 1, 2].map((column) => (
            <rect key={`${row}-${column}`} x={22 + column * 38} y={122 + row * 30} width="30" height="20" rx="5" fill="#1b447c" />
          )),
        )}
      </g>
      {/* card being tapped */}
      <g transform="translate(200 230) rotate(-12)">
        <rect width="120" height="76" rx="10" fill="#f0b429" />
        <rect x="14" y="18" width="24" height="18" rx="4" fill="#a66a00" />
        <rect x="14" y="50" width="80" height="8" rx="4" fill="#0b1f3a" opacity="0.7" />
      </g>
    </svg>
  );
}
