/**
 * The hero's decorative scene: a deposits dashboard whose fee bars shrink month over month, a countertop terminal
 * and a card. Inline SVG (no request, no layout shift), hidden from assistive technology.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 450" width="480" height="450" aria-hidden="true" focusable="false" className={className}>
      <rect x="40" y="24" width="400" height="290" rx="22" fill="#12305a" stroke="#1b447c" strokeWidth="2" />
      <rect x="68" y="52" width="120" height="12" rx="6" fill="#e6edf7" opacity=".85" />
      <rect x="68" y="74" width="80" height="8" rx="4" fill="#e6edf7" opacity=".4" />
      <rect x="316" y="50" width="96" height="32" rx="16" fill="#f0b429" />
      <path d="m338 66 8 7 14-14" fill="none" stroke="#0b1f3a" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="372" y="62" width="28" height="8" rx="4" fill="#0b1f3a" opacity=".7" />
      <g fill="#1b447c">
        <rect x="76" y="130" width="34" height="150" rx="6" />
        <rect x="132" y="130" width="34" height="150" rx="6" />
        <rect x="188" y="130" width="34" height="150" rx="6" />
        <rect x="244" y="130" width="34" height="150" rx="6" />
        <rect x="300" y="130" width="34" height="150" rx="6" />
        <rect x="356" y="130" width="34" height="150" rx="6" />
      </g>
      <g fill="#f0b429">
        <rect x="76" y="176" width="34" height="104" rx="6" />
        <rect x="132" y="196" width="34" height="84" rx="6" />
        <rect x="188" y="214" width="34" height="66" rx="6" />
        <rect x="244" y="226" width="34" height="54" rx="6" />
        <rect x="300" y="236" width="34" height="44" rx="6" />
        <rect x="356" y="242" width="34" height="38" rx="6" />
      </g>
      <path
        d="M93 150c56 14 112 38 168 62s84 28 112 30"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeDasharray="2 8"
        strokeLinecap="round"
        opacity=".7"
      />
      <g transform="translate(300 226)">
        <rect width="140" height="180" rx="20" fill="#061427" stroke="#f0b429" strokeWidth="2" />
        <rect x="16" y="16" width="108" height="56" rx="8" fill="#f3f6fb" />
        <rect x="28" y="30" width="56" height="8" rx="4" fill="#12305a" />
        <rect x="28" y="46" width="36" height="12" rx="4" fill="#a66a00" />
        <g fill="#1b447c">
          <circle cx="38" cy="98" r="10" />
          <circle cx="70" cy="98" r="10" />
          <circle cx="102" cy="98" r="10" />
          <circle cx="38" cy="128" r="10" />
          <circle cx="70" cy="128" r="10" />
          <circle cx="102" cy="128" r="10" />
        </g>
        <rect x="28" y="152" width="84" height="10" rx="5" fill="#f0b429" />
      </g>
      <g transform="rotate(-12 150 350)">
        <rect x="46" y="292" width="210" height="128" rx="14" fill="#f0b429" />
        <rect x="46" y="318" width="210" height="22" fill="#0b1f3a" opacity=".85" />
        <rect x="66" y="358" width="36" height="26" rx="5" fill="#fdf3dc" />
        <rect x="116" y="364" width="90" height="8" rx="4" fill="#0b1f3a" opacity=".55" />
        <rect x="116" y="380" width="56" height="8" rx="4" fill="#0b1f3a" opacity=".35" />
      </g>
    </svg>
  );
}
