import type { ReactNode } from "react";
import { Ban, Check, Clock, RefreshCw, ShoppingCart } from "lucide-react";
import type { IndustryIconName } from "@/content/industries/icons";
import type { DetailSceneSpec } from "@/content/industries/industry.schema";
import { PALETTE } from "@/components/illustrations/palette";
import { AgeBadge, Calendar, Lines, Recurring } from "@/components/illustrations/scene-parts";
import { industryIcons } from "./industry-icon";

const C = PALETTE;

/**
 * The understanding section's picture, drawn from the industry's `illustration.detailScene` (issue 37): the point of
 * sale on the left with what its screen shows, the payment's three-step path across the top, and the record the
 * section talks about (a split check, two ledgers, open tabs...) on the right. 480 x 360, light, no words.
 */
export function DetailScene({ motif, spec }: { motif: IndustryIconName; spec: DetailSceneSpec }) {
  const Device = devices[spec.device];
  return (
    <>
      <rect width="480" height="360" rx="28" fill={C.navy50} />
      <circle cx="40" cy="330" r="110" fill={C.navy100} />
      <circle cx="460" cy="20" r="80" fill={C.brass100} />
      <Path steps={spec.path} />
      <Device>{screens[spec.screen]()}</Device>
      <g transform="translate(226 112)">
        <rect width="226" height="216" rx="16" fill={C.white} stroke={C.navy100} strokeWidth="2" />
        <Motif icon={motif} />
        {records[spec.record]()}
      </g>
    </>
  );
}

/** Three steps across the top, joined by arrows. */
function Path({ steps }: { steps: readonly [IndustryIconName, IndustryIconName, IndustryIconName] }) {
  return (
    <>
      {[0, 1].map((i) => (
        <path
          key={i}
          d={`M${270 + i * 80} 56h32m-8-8 8 8-8 8`}
          fill="none"
          stroke={C.brass500}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
      {steps.map((name, i) => {
        const Icon = industryIcons[name];
        const cx = 244 + i * 80;
        return (
          <g key={name}>
            <circle cx={cx} cy="56" r="26" fill={i === 2 ? C.brass400 : C.navy900} />
            <Icon x={cx - 14} y={42} size={28} color={i === 2 ? C.navy950 : C.white} strokeWidth={2} aria-hidden="true" />
          </g>
        );
      })}
    </>
  );
}

/** The industry's icon in the record card's corner, with the card's title bar. */
function Motif({ icon }: { icon: IndustryIconName }) {
  const Icon = industryIcons[icon];
  return (
    <>
      <circle cx="30" cy="30" r="16" fill={C.navy100} />
      <Icon x={20} y={20} size={20} color={C.navy800} strokeWidth={2} aria-hidden="true" />
      <rect x="56" y="24" width="96" height="12" rx="6" fill={C.navy800} />
    </>
  );
}

function Tick({ cx, cy, r = 10 }: { cx: number; cy: number; r?: number }) {
  const size = Math.round(r * 1.4);
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={C.brass400} />
      <Check x={cx - size / 2} y={cy - size / 2} size={size} color={C.navy950} strokeWidth={3} aria-hidden="true" />
    </g>
  );
}

/* ---------- where the customer pays: each draws its screen at (0, 0), 112 x 100, dark ---------- */

function Screen({ x, y, children }: { x: number; y: number; children: ReactNode }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="112" height="100" rx="8" fill={C.navy700} />
      {children}
    </g>
  );
}

const devices: Record<DetailSceneSpec["device"], (props: { children: ReactNode }) => ReactNode> = {
  terminal: ({ children }) => (
    <>
      <rect x="48" y="104" width="140" height="232" rx="22" fill={C.navy900} />
      <Screen x={62} y={120}>
        {children}
      </Screen>
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}${col}`}
            x={66 + col * 36}
            y={234 + row * 30}
            width="30"
            height="20"
            rx="5"
            fill={row === 2 && col === 2 ? C.brass400 : C.navy800}
          />
        )),
      )}
    </>
  ),
  phone: ({ children }) => (
    <>
      <rect x="56" y="96" width="124" height="236" rx="22" fill={C.navy950} />
      <rect x="64" y="116" width="108" height="196" rx="10" fill={C.white} />
      <Screen x={62} y={150}>
        {children}
      </Screen>
      <rect x="80" y="266" width="76" height="22" rx="11" fill={C.brass400} />
    </>
  ),
  tablet: ({ children }) => (
    <>
      <path d="M96 300h44l16 36H80z" fill={C.navy800} />
      <rect x="28" y="150" width="180" height="150" rx="16" fill={C.navy950} />
      <g transform="translate(38 160) scale(1.43 1.3)">
        <Screen x={0} y={0}>
          {children}
        </Screen>
      </g>
    </>
  ),
  laptop: ({ children }) => (
    <>
      <rect x="30" y="150" width="176" height="130" rx="12" fill={C.navy950} />
      <g transform="translate(40 160) scale(1.39 1.1)">
        <Screen x={0} y={0}>
          {children}
        </Screen>
      </g>
      <path d="M14 284h208l-14 22H28z" fill={C.navy800} />
    </>
  ),
  pump: ({ children }) => (
    <>
      <rect x="40" y="110" width="140" height="220" rx="16" fill={C.navy100} />
      <rect x="30" y="316" width="160" height="20" rx="6" fill={C.navy700} />
      <Screen x={54} y={126}>
        {children}
      </Screen>
      <rect x="66" y="244" width="88" height="14" rx="4" fill={C.navy950} />
      <path d="M180 160h14c10 0 14 6 14 16v96" fill="none" stroke={C.navy950} strokeWidth="8" strokeLinecap="round" />
      <path d="M196 268h20l4 16h-28z" fill={C.navy950} />
    </>
  ),
};

/* ---------- what the screen shows ---------- */

const screens: Record<DetailSceneSpec["screen"], () => ReactNode> = {
  /** Three tip choices, one picked, over the amount. */
  tip: () => (
    <>
      <rect x="12" y="14" width="60" height="10" rx="5" fill={C.navy100} />
      {[0, 1, 2].map((i) => (
        <rect key={i} x={12 + i * 31} y="44" width="26" height="38" rx="6" fill={i === 1 ? C.brass400 : C.navy100} />
      ))}
    </>
  ),
  approved: () => (
    <>
      <circle cx="56" cy="50" r="28" fill={C.brass400} />
      <path d="m43 50 9 9 17-18" fill="none" stroke={C.navy950} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  "age-21": () => <AgeBadge cx={56} cy={50} label="21+" />,
  "age-18": () => <AgeBadge cx={56} cy={50} label="18+" />,
  cart: () => (
    <>
      <ShoppingCart x={34} y={14} size={44} color={C.white} strokeWidth={2} aria-hidden="true" />
      <rect x="20" y="70" width="72" height="18" rx="9" fill={C.brass400} />
    </>
  ),
  /** An invoice with its pay button. */
  invoice: () => (
    <>
      <rect x="18" y="10" width="76" height="80" rx="6" fill={C.white} />
      <Lines x={28} y={22} widths={[40, 56, 48]} gap={13} fill={C.navy100} />
      <rect x="28" y="66" width="56" height="14" rx="7" fill={C.brass400} />
    </>
  ),
  /** A plan in three payments, the first one made. */
  plan: () => (
    <>
      <rect x="12" y="16" width="70" height="10" rx="5" fill={C.navy100} />
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={12 + i * 31}
          y="48"
          width="26"
          height="26"
          rx="13"
          fill={i === 0 ? C.brass400 : "none"}
          stroke={C.brass400}
          strokeWidth="3"
        />
      ))}
    </>
  ),
  /** A hold for more than the sale, and the smaller amount captured. */
  hold: () => (
    <>
      <rect x="12" y="22" width="88" height="18" rx="9" fill="none" stroke={C.navy100} strokeWidth="3" strokeDasharray="6 5" />
      <rect x="12" y="56" width="60" height="18" rx="9" fill={C.brass400} />
      <Check x={80} y={54} size={22} color={C.white} strokeWidth={3} aria-hidden="true" />
    </>
  ),
  /** Open tabs by the clock. */
  tab: () => (
    <>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <Clock x={12} y={12 + i * 28} size={18} color={i === 0 ? C.brass400 : C.navy100} strokeWidth={2.5} aria-hidden="true" />
          <rect x="38" y={17 + i * 28} width={i === 1 ? 46 : 60} height="9" rx="4.5" fill={C.navy100} />
        </g>
      ))}
    </>
  ),
  sync: () => <RefreshCw x={30} y={24} size={52} color={C.brass400} strokeWidth={2.4} aria-hidden="true" />,
};

/* ---------- the record the section is about: each draws in the 226 x 216 card, below its title bar ---------- */

const records: Record<DetailSceneSpec["record"], () => ReactNode> = {
  /** One check split in two. */
  "split-check": () => (
    <>
      {[0, 1].map((i) => {
        const x = 20 + i * 100;
        return (
          <g key={i}>
            <path
              d={`M${x} 56h86v116l-10 10-11-10-11 10-11-10-11 10-11-10-11 10-10-10z`}
              fill={i ? C.brass100 : C.navy50}
              stroke={C.navy100}
              strokeWidth="2"
            />
            <Lines x={x + 12} y={72} widths={[56, 44, 60]} gap={16} fill={C.navy100} />
            <rect x={x + 12} y={136} width="62" height="10" rx="5" fill={i ? C.brass500 : C.navy700} />
          </g>
        );
      })}
      <path d="M113 50v140" stroke={C.brass500} strokeWidth="3" strokeDasharray="4 6" strokeLinecap="round" />
    </>
  ),
  /** Two ledgers kept apart. */
  "two-ledgers": () => (
    <>
      {[0, 1].map((i) => {
        const x = 18 + i * 100;
        return (
          <g key={i}>
            <rect x={x} y="54" width="90" height="142" rx="10" fill={i ? C.brass100 : C.navy50} />
            <rect x={x} y="54" width="90" height="26" rx="10" fill={i ? C.brass400 : C.navy800} />
            {[0, 1, 2, 3].map((row) => (
              <g key={row}>
                <rect x={x + 10} y={94 + row * 24} width="40" height="8" rx="4" fill={C.navy100} />
                <rect x={x + 58} y={94 + row * 24} width="22" height="8" rx="4" fill={i ? C.brass500 : C.navy700} />
              </g>
            ))}
          </g>
        );
      })}
    </>
  ),
  /** Four tabs, three open and one closed. */
  "open-tabs": () => (
    <>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x="16" y={52 + i * 38} width="194" height="30" rx="8" fill={i === 3 ? C.brass100 : C.navy50} />
          <circle cx="34" cy={67 + i * 38} r="9" fill={C.navy700} />
          <rect x="52" y={62 + i * 38} width={i % 2 ? 70 : 90} height="9" rx="4.5" fill={C.navy100} />
          {i === 3 ? (
            <Tick cx={190} cy={67 + i * 38} r={9} />
          ) : (
            <Clock x={181} y={58 + i * 38} size={18} color={C.navy700} strokeWidth={2.5} aria-hidden="true" />
          )}
        </g>
      ))}
    </>
  ),
  /** The same day marked every month, and the renewal mark. */
  renewals: () => (
    <>
      <Calendar x={16} y={54} marked={[2, 7, 12]} />
      <Recurring cx={186} cy={110} />
      <Lines x={16} y={188} widths={[150]} fill={C.navy100} />
    </>
  ),
  /** A map of tiles: sales go where they are allowed and stop where they are not. */
  states: () => (
    <>
      {Array.from({ length: 24 }, (_, i) => {
        const col = i % 6;
        const row = Math.floor(i / 6);
        const blocked = [3, 8, 17, 22].includes(i);
        return (
          <rect
            key={i}
            x={18 + col * 32}
            y={54 + row * 32}
            width="28"
            height="28"
            rx="5"
            fill={blocked ? C.navy800 : i % 5 === 0 ? C.brass100 : C.navy50}
            stroke={C.navy100}
          />
        );
      })}
      {[3, 8, 17, 22].map((i) => (
        <Ban
          key={i}
          x={18 + (i % 6) * 32 + 4}
          y={54 + Math.floor(i / 6) * 32 + 4}
          size={20}
          color={C.brass400}
          strokeWidth={2.5}
          aria-hidden="true"
        />
      ))}
      <Lines x={18} y={190} widths={[120]} fill={C.navy100} />
    </>
  ),
  /** Every check done before the sale. */
  checklist: () => (
    <>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <Tick cx={34} cy={68 + i * 36} />
          <rect x="54" y={63 + i * 36} width={i % 2 ? 110 : 140} height="10" rx="5" fill={C.navy100} />
        </g>
      ))}
    </>
  ),
  /** Many small sales in one day's batch. */
  "small-tickets": () => (
    <>
      {Array.from({ length: 10 }, (_, i) => (
        <g key={i}>
          <rect
            x={18 + (i % 5) * 40}
            y={56 + Math.floor(i / 5) * 62}
            width="32"
            height="50"
            rx="4"
            fill={i % 3 ? C.navy50 : C.brass100}
            stroke={C.navy100}
          />
          <rect x={24 + (i % 5) * 40} y={66 + Math.floor(i / 5) * 62} width="20" height="6" rx="3" fill={C.navy700} />
          <rect x={24 + (i % 5) * 40} y={92 + Math.floor(i / 5) * 62} width="14" height="6" rx="3" fill={C.brass500} />
        </g>
      ))}
      <rect x="18" y="184" width="192" height="14" rx="7" fill={C.navy800} />
    </>
  ),
  /** A deposit, then payments on schedule: the first paid. */
  installments: () => (
    <>
      <rect x="36" y="120" width="154" height="4" fill={C.navy100} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          {i === 0 ? (
            <Tick cx={36 + i * 51} cy={122} r={14} />
          ) : (
            <circle cx={36 + i * 51} cy="122" r="12" fill={C.white} stroke={C.brass400} strokeWidth="4" />
          )}
          <rect x={20 + i * 51} y="150" width="32" height="8" rx="4" fill={i === 0 ? C.brass500 : C.navy100} />
        </g>
      ))}
      <Lines x={20} y={62} widths={[150, 100]} fill={C.navy100} />
      <rect x="20" y="178" width="186" height="18" rx="9" fill={C.navy800} />
    </>
  ),
  /** Orders matched line by line to deposits. */
  reconciliation: () => (
    <>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x="16" y={56 + i * 34} width="76" height="24" rx="6" fill={C.navy50} />
          <rect x="134" y={56 + i * 34} width="76" height="24" rx="6" fill={C.brass100} />
          <path d={`M92 ${68 + i * 34}h42`} stroke={C.brass500} strokeWidth="3" strokeDasharray="3 5" strokeLinecap="round" />
          <rect x="26" y={64 + i * 34} width={i % 2 ? 40 : 54} height="8" rx="4" fill={C.navy700} />
          <rect x="144" y={64 + i * 34} width={i % 2 ? 46 : 36} height="8" rx="4" fill={C.brass500} />
        </g>
      ))}
    </>
  ),
};
