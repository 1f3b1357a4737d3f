import { site } from "@/content/site";
import { PALETTE } from "@/components/illustrations/palette";

const { claims } = site;

/**
 * Product pictures for text-only heroes (issue 19): a merchant dashboard and a countertop terminal, drawn in SVG at
 * build time (no script, no request). Labels are published facts from `site.claims`; the amounts are sample UI,
 * marked "Sample" on the picture and in the caption, never presented as a real customer's figures. Shown in the
 * right half of the hero from 1024 px (PageHero's aside).
 */
export function ProductVisual({ kind }: { kind: "dashboard" | "terminal" }) {
  return (
    <figure className="relative">
      {kind === "dashboard" ? <Dashboard /> : <Terminal />}
      <figcaption className="mt-3 text-center text-xs text-navy-100">
        {kind === "dashboard"
          ? `Sample merchant dashboard: deposits and card mix. ${claims.startingRate.label} ${claims.startingRate.value}.`
          : `Sample countertop terminal: chip, tap and wallets. ${claims.posIntegrations.value} POS integrations.`}
      </figcaption>
    </figure>
  );
}

const C = PALETTE;

function Dashboard() {
  const bars = [62, 74, 58, 90, 84, 110, 126];
  const rows = [
    { w: 84, amount: "$1,284.50" },
    { w: 64, amount: "$942.10" },
    { w: 76, amount: "$2,016.75" },
  ];
  return (
    <svg aria-hidden="true" focusable="false" width="480" height="340" viewBox="0 0 480 340" className="h-auto w-full">
      <rect width="480" height="340" rx="20" fill={C.white} />
      <rect width="480" height="46" rx="20" fill={C.navy100} />
      <rect y="26" width="480" height="20" fill={C.navy100} />
      <circle cx="24" cy="23" r="6" fill={C.brass500} />
      <rect x="40" y="17" width="110" height="12" rx="6" fill={C.navy800} />
      <rect x="392" y="12" width="70" height="22" rx="11" fill={C.brass400} />
      <text x="427" y="27" textAnchor="middle" fontSize="11" fontWeight="700" fill={C.navy950}>
        SAMPLE
      </text>
      {/* Deposits chart */}
      <text x="24" y="78" fontSize="13" fontWeight="700" fill={C.navy900}>
        Deposits, last 7 days
      </text>
      {bars.map((h, i) => (
        <rect
          key={i}
          x={28 + i * 34}
          y={220 - h}
          width="22"
          height={h}
          rx="4"
          fill={i === bars.length - 1 ? C.brass400 : C.navy700}
        />
      ))}
      <rect x="24" y="222" width="236" height="2" fill={C.navy100} />
      {/* Card mix */}
      <text x="290" y="78" fontSize="13" fontWeight="700" fill={C.navy900}>
        Card mix
      </text>
      <circle cx="360" cy="150" r="52" fill="none" stroke={C.navy100} strokeWidth="22" />
      <circle
        cx="360"
        cy="150"
        r="52"
        fill="none"
        stroke={C.navy700}
        strokeWidth="22"
        strokeDasharray="200 327"
        transform="rotate(-90 360 150)"
      />
      <circle
        cx="360"
        cy="150"
        r="52"
        fill="none"
        stroke={C.brass400}
        strokeWidth="22"
        strokeDasharray="80 327"
        strokeDashoffset="-200"
        transform="rotate(-90 360 150)"
      />
      {/* Recent transactions */}
      {rows.map((row, i) => (
        <g key={row.amount}>
          <rect x="24" y={244 + i * 30} width="432" height="24" rx="6" fill={i % 2 ? C.white : C.brass100} />
          <circle cx="40" cy={256 + i * 30} r="6" fill={C.brass500} />
          <rect x="54" y={252 + i * 30} width={row.w} height="8" rx="4" fill={C.navy700} opacity="0.5" />
          <text x="446" y={261 + i * 30} textAnchor="end" fontSize="12" fontWeight="700" fill={C.navy900}>
            {row.amount}
          </text>
        </g>
      ))}
    </svg>
  );
}

function Terminal() {
  return (
    <svg aria-hidden="true" focusable="false" width="480" height="340" viewBox="0 0 480 340" className="h-auto w-full">
      <rect x="30" y="250" width="420" height="70" rx="16" fill={C.navy800} />
      {/* Counter screen (POS) */}
      <rect x="40" y="30" width="250" height="180" rx="14" fill={C.white} />
      <rect x="40" y="30" width="250" height="34" rx="14" fill={C.navy100} />
      <rect x="40" y="50" width="250" height="14" fill={C.navy100} />
      <rect x="56" y="42" width="80" height="10" rx="5" fill={C.navy800} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={56 + (i % 3) * 74}
          y={78 + Math.floor(i / 3) * 54}
          width="64"
          height="44"
          rx="8"
          fill={i === 4 ? C.brass100 : C.navy100}
        />
      ))}
      <rect x="56" y="186" width="214" height="14" rx="7" fill={C.brass400} />
      <rect x="150" y="210" width="30" height="44" fill={C.navy700} />
      {/* Terminal */}
      <rect x="316" y="60" width="130" height="210" rx="20" fill={C.navy950} />
      <rect x="330" y="76" width="102" height="84" rx="10" fill={C.navy700} />
      <circle cx="381" cy="112" r="24" fill={C.brass400} />
      <path d="m370 112 8 8 14-16" fill="none" stroke={C.navy950} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <text x="381" y="152" textAnchor="middle" fontSize="11" fontWeight="700" fill={C.white}>
        SAMPLE
      </text>
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}${col}`}
            x={334 + col * 32}
            y={172 + row * 28}
            width="26"
            height="20"
            rx="4"
            fill={row === 2 && col === 2 ? C.brass400 : C.navy800}
          />
        )),
      )}
      {/* Tap waves */}
      <path
        d="M460 100a20 20 0 0 1 0 28M470 92a32 32 0 0 1 0 44"
        fill="none"
        stroke={C.brass400}
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
