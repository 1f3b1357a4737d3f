import type { ReactNode } from "react";
import { Check, Fuel, Landmark, Leaf, MapPin, Phone as PhoneIcon, Scale, ShoppingCart, Star, Store } from "lucide-react";
import { Syringe, Target, Utensils, type LucideIcon } from "lucide-react";
import { heroVisuals, type HeroVisualName } from "@/content/hero-visuals";
import { PALETTE } from "./palette";
import {
  Approved,
  Backdrop,
  Browser,
  Calendar,
  Card,
  Chart,
  Lines,
  Recurring,
  ScreenCheck,
  Shield,
  Terminal,
} from "./scene-parts";

const C = PALETTE;

/**
 * The right half of an inner page's hero from 1024 px (issue 37): one picture per page, about the page's own
 * subject, drawn from the same parts and palette as the industry scenes (scene-parts.tsx). Server-rendered SVG: no
 * request, no script; width and height reserve its box before paint. The text alternative is the content's
 * (`heroVisuals`).
 */
export function PageHeroVisual({ name }: { name: HeroVisualName }) {
  return (
    <svg
      role="img"
      aria-label={heroVisuals[name].alt}
      data-hero-visual={name}
      width="480"
      height="360"
      viewBox="0 0 480 360"
      // The backdrop's circles reach past its rounded corners: the element's own radius (28 of 480 x 360) trims them.
      className="h-auto w-full rounded-[5.83%/7.78%]"
      xmlns="http://www.w3.org/2000/svg"
    >
      <Backdrop />
      {visuals[name]()}
    </svg>
  );
}

/** A lucide icon centred in a filled circle. */
function Disc({
  Icon,
  cx,
  cy,
  r,
  fill = C.white,
  color = C.navy900,
}: {
  Icon: LucideIcon;
  cx: number;
  cy: number;
  r: number;
  fill?: string;
  color?: string;
}) {
  const size = Math.round(r * 1.05);
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <Icon x={cx - size / 2} y={cy - size / 2} size={size} color={color} strokeWidth={2} aria-hidden="true" />
    </g>
  );
}

/** A head and shoulders in a circle: a person, without a face. */
function Person({
  cx,
  cy,
  r = 26,
  fill = C.navy100,
  tone = C.navy700,
}: {
  cx: number;
  cy: number;
  r?: number;
  fill?: string;
  tone?: string;
}) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <circle cx={cx} cy={cy - r * 0.22} r={r * 0.34} fill={tone} />
      <path d={`M${cx - r * 0.62} ${cy + r * 0.62}a${r * 0.62} ${r * 0.5} 0 0 1 ${r * 1.24} 0z`} fill={tone} />
    </g>
  );
}

/** A dashed connector. */
function Dashed({ d }: { d: string }) {
  return <path d={d} fill="none" stroke={C.navy100} strokeWidth="3" strokeDasharray="2 9" strokeLinecap="round" opacity="0.7" />;
}

/** A check in a brass disc. */
function Tick({ cx, cy, r = 13 }: { cx: number; cy: number; r?: number }) {
  const size = Math.round(r * 1.4);
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={C.brass400} />
      <Check x={cx - size / 2} y={cy - size / 2} size={size} color={C.navy950} strokeWidth={3} aria-hidden="true" />
    </g>
  );
}

const visuals: Record<HeroVisualName, () => ReactNode> = {
  /** One terminal in the middle of eight kinds of business, the low-risk four in white, the high-risk four in brass. */
  industries: () => {
    const ring: [LucideIcon, number, number, boolean][] = [
      [Utensils, 70, 80, false],
      [Store, 70, 180, false],
      [Fuel, 70, 280, false],
      [ShoppingCart, 160, 310, false],
      [Scale, 410, 80, true],
      [Leaf, 410, 180, true],
      [Target, 410, 280, true],
      [Syringe, 320, 310, true],
    ];
    return (
      <>
        {ring.map(([, x, y]) => (
          <Dashed key={`${x}-${y}`} d={`M240 170L${x} ${y}`} />
        ))}
        <Terminal x={185} y={70}>
          <ScreenCheck />
        </Terminal>
        {ring.map(([Icon, x, y, high]) => (
          <Disc key={`${x}${y}`} Icon={Icon} cx={x} cy={y} r={30} fill={high ? C.brass400 : C.white} color={C.navy900} />
        ))}
      </>
    );
  },

  /** Underwriting: the risk gauge, the checked application, the bank, the shield, and the account approved. */
  "high-risk": () => (
    <>
      <g>
        <path d="M50 190a90 90 0 0 1 180 0" fill="none" stroke={C.navy100} strokeWidth="22" />
        <path d="M50 190a90 90 0 0 1 44 -77" fill="none" stroke={C.white} strokeWidth="22" />
        <path d="M186 113a90 90 0 0 1 44 77" fill="none" stroke={C.brass400} strokeWidth="22" />
        <path d="M140 190 196 132" stroke={C.white} strokeWidth="7" strokeLinecap="round" />
        <circle cx="140" cy="190" r="12" fill={C.brass400} />
      </g>
      <rect x="270" y="40" width="170" height="210" rx="14" fill={C.white} />
      <rect x="288" y="60" width="90" height="12" rx="6" fill={C.navy800} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <Tick cx={300} cy={104 + i * 36} r={11} />
          <rect x={320} y={99 + i * 36} width={i % 2 ? 76 : 98} height="10" rx="5" fill={C.navy100} />
        </g>
      ))}
      <Disc Icon={Landmark} cx={96} cy={276} r={34} fill={C.navy700} color={C.white} />
      <Shield x={166} y={238} s={1.1} />
      <Approved x={270} y={276} w={170} />
    </>
  ),

  /** Payments inside software: code on the left wired to a terminal, a phone checkout and the revenue it shares. */
  isv: () => (
    <>
      <Browser x={30} y={44} w={230} h={200}>
        <path
          d="M32 34 18 48l14 14M70 34l14 14-14 14"
          fill="none"
          stroke={C.brass500}
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <Lines x={100} y={36} widths={[100, 70]} gap={16} fill={C.navy800} />
        <Lines x={18} y={88} widths={[150, 110, 170, 90]} gap={18} />
        <Lines x={40} y={106} widths={[90]} fill={C.brass400} />
      </Browser>
      <Dashed d="M260 110h50M260 200h30v70h30" />
      <Terminal x={322} y={36} s={0.72}>
        <ScreenCheck />
      </Terminal>
      <Card x={330} y={240} w={120} rot={-6} />
      <rect x="30" y="262" width="230" height="74" rx="12" fill={C.navy950} />
      <Chart x={48} y={326} bars={[18, 26, 30, 38, 46, 52, 60]} />
    </>
  ),

  /** A timeline of the application: two steps done, one under way, one to come, and a lens over the file. */
  "application-tracking": () => (
    <>
      <rect x="40" y="40" width="250" height="280" rx="16" fill={C.white} />
      <rect x="62" y="62" width="110" height="12" rx="6" fill={C.navy800} />
      <rect x="80" y="112" width="4" height="180" fill={C.navy100} />
      <rect x="80" y="112" width="4" height="100" fill={C.brass400} />
      {[0, 1, 2, 3].map((i) => {
        const cy = 112 + i * 56;
        return (
          <g key={i}>
            {i < 2 ? <Tick cx={82} cy={cy} r={14} /> : null}
            {i === 2 ? <circle cx={82} cy={cy} r="12" fill={C.white} stroke={C.brass400} strokeWidth="5" /> : null}
            {i === 3 ? <circle cx={82} cy={cy} r="12" fill={C.navy100} /> : null}
            <rect
              x={108}
              y={cy - 12}
              width={i === 2 ? 130 : 110}
              height="10"
              rx="5"
              fill={i < 3 ? C.navy800 : C.navy100}
              opacity={i < 3 ? 0.8 : 1}
            />
            <rect x={108} y={cy + 4} width={i % 2 ? 70 : 90} height="8" rx="4" fill={C.navy100} />
          </g>
        );
      })}
      <rect x="318" y="70" width="130" height="170" rx="12" fill={C.navy100} />
      <Lines x={336} y={92} widths={[70, 94, 80, 60, 90]} gap={18} fill={C.navy700} />
      <circle cx="350" cy="210" r="46" fill={C.navy50} opacity="0.35" stroke={C.brass400} strokeWidth="10" />
      <path d="M383 243 428 288" stroke={C.brass400} strokeWidth="16" strokeLinecap="round" />
    </>
  ),

  /** The partner in the middle of the merchants they bring, and the payouts that grow with them. */
  partner: () => {
    const merchants: [number, number][] = [
      [70, 70],
      [200, 50],
      [60, 200],
      [110, 310],
      [250, 300],
    ];
    return (
      <>
        {merchants.map(([x, y]) => (
          <Dashed key={`${x}-${y}`} d={`M170 180L${x} ${y}`} />
        ))}
        {merchants.map(([x, y]) => (
          <Disc key={`${x}${y}`} Icon={Store} cx={x} cy={y} r={28} />
        ))}
        <Person cx={170} cy={180} r={48} fill={C.brass400} tone={C.navy900} />
        <rect x="300" y="60" width="150" height="250" rx="14" fill={C.white} />
        <rect x="318" y="80" width="80" height="12" rx="6" fill={C.navy800} />
        <Chart x={322} y={286} bars={[30, 50, 70, 92, 116]} />
        <Recurring cx={412} cy={132} />
      </>
    );
  },

  /** Veteran-founded: the headquarters with its flag, a service star, and the team. */
  "partner-about": () => (
    <>
      <rect x="60" y="150" width="190" height="170" rx="8" fill={C.navy100} />
      <rect x="48" y="140" width="214" height="18" rx="6" fill={C.navy950} />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3].map((col) =>
          row === 2 && (col === 1 || col === 2) ? null : (
            <rect key={`${row}${col}`} x={80 + col * 42} y={174 + row * 40} width="26" height="24" rx="3" fill={C.white} />
          ),
        ),
      )}
      <rect x="136" y="256" width="38" height="64" rx="3" fill={C.navy700} />
      <rect x="152" y="40" width="6" height="100" rx="3" fill={C.white} />
      <rect x="158" y="44" width="92" height="56" rx="3" fill={C.white} />
      {[0, 1, 2].map((i) => (
        <rect key={i} x="158" y={52 + i * 16} width="92" height="8" fill={C.brass400} />
      ))}
      <rect x="158" y="44" width="40" height="30" fill={C.navy900} />
      <Star x={168} y={49} size={20} color={C.white} fill={C.white} aria-hidden="true" />
      <circle cx="370" cy="110" r="58" fill={C.brass400} />
      <circle cx="370" cy="110" r="44" fill={C.navy900} />
      <Star x={340} y={80} size={60} color={C.brass400} fill={C.brass400} aria-hidden="true" />
      <path d="M346 166l-14 40 22-10 16 18v-46M394 166l14 40-22-10-16 18" fill={C.brass100} />
      <Person cx={300} cy={282} r={30} />
      <Person cx={370} cy={270} r={34} fill={C.white} />
      <Person cx={440} cy={282} r={30} />
    </>
  ),

  /** A referral: you introduce a business, it is approved, and residuals climb three tiers. */
  "referral-program": () => (
    <>
      <Person cx={80} cy={90} r={40} fill={C.brass400} tone={C.navy900} />
      <path
        d="M130 90h60m-12-12 12 12-12 12"
        fill="none"
        stroke={C.brass400}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <Disc Icon={Store} cx={240} cy={90} r={40} />
      <Approved x={300} y={70} w={140} />
      <rect x="40" y="180" width="400" height="140" rx="14" fill={C.white} />
      {[0, 1, 2].map((tier) => (
        <rect
          key={tier}
          x={60 + tier * 120}
          y={290 - (tier + 1) * 30}
          width="110"
          height={(tier + 1) * 30}
          rx="6"
          fill={tier === 2 ? C.brass400 : C.navy100}
        />
      ))}
      <path
        d="M70 248c80-6 160-20 240-34s80-12 110-14"
        fill="none"
        stroke={C.navy700}
        strokeWidth="4"
        strokeDasharray="2 8"
        strokeLinecap="round"
      />
      <Recurring cx={410} cy={145} />
    </>
  ),

  /** A consultation booked: the day marked, the time, and the call itself. */
  "schedule-consult": () => (
    <>
      <g transform="translate(40 50) scale(1.35)">
        <Calendar x={0} y={0} marked={[8]} />
      </g>
      <circle cx="134" cy="286" r="40" fill={C.white} stroke={C.brass400} strokeWidth="6" />
      <path d="M134 262v24l16 10" fill="none" stroke={C.navy900} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <Browser x={250} y={50} w={200} h={170}>
        {[0, 1].map((i) => (
          <g key={i}>
            <rect x={12 + i * 92} y="12" width="84" height="100" rx="8" fill={i ? C.navy700 : C.navy900} />
            <circle cx={54 + i * 92} cy="48" r="15" fill={i ? C.brass400 : C.navy100} />
            <path d={`M${30 + i * 92} 112a24 22 0 0 1 48 0z`} fill={i ? C.brass400 : C.navy100} />
          </g>
        ))}
        <rect x="76" y="120" width="48" height="16" rx="8" fill={C.brass500} />
      </Browser>
      <Approved x={250} y={250} w={200} />
    </>
  ),

  /** Every way in: a call, an email, a chat and the office on the map. */
  contact: () => (
    <>
      <Disc Icon={PhoneIcon} cx={92} cy={92} r={46} fill={C.brass400} />
      <rect x="170" y="50" width="150" height="96" rx="12" fill={C.white} />
      <path d="M172 56l73 52 73-52" fill="none" stroke={C.navy700} strokeWidth="5" strokeLinejoin="round" />
      <path
        d="M350 60h90a12 12 0 0 1 12 12v40a12 12 0 0 1 -12 12h-54l-18 16v-16h-18a12 12 0 0 1 -12 -12v-40a12 12 0 0 1 12 -12z"
        fill={C.white}
      />
      <Lines x={364} y={78} widths={[70, 48]} gap={16} />
      <path
        d="M340 160h-80a12 12 0 0 0 -12 12v36a12 12 0 0 0 12 12h48l16 14v-14h16a12 12 0 0 0 12 -12v-36a12 12 0 0 0 -12 -12z"
        fill={C.brass400}
      />
      <Lines x={270} y={178} widths={[60, 40]} gap={16} fill={C.navy900} />
      <rect x="40" y="180" width="190" height="140" rx="14" fill={C.navy100} />
      <path d="M40 240h190M120 180v140M40 290c60-20 110 10 190-16" fill="none" stroke={C.white} strokeWidth="6" />
      <g transform="translate(110 200)">
        <MapPin x={-30} y={-24} size={60} color={C.navy950} fill={C.brass400} strokeWidth={1.6} aria-hidden="true" />
      </g>
      <rect x="260" y="250" width="180" height="70" rx="14" fill={C.white} />
      <Lines x={280} y={268} widths={[120, 90, 104]} gap={14} fill={C.navy100} />
    </>
  ),

  /** Answers: a list of questions with one open, a question mark, and the guides behind them. */
  resources: () => (
    <>
      <rect x="40" y="40" width="260" height="280" rx="16" fill={C.white} />
      {[0, 1, 2, 3].map((i) => {
        const y = 60 + i * 56 + (i > 1 ? 56 : 0);
        const open = i === 1;
        return (
          <g key={i}>
            <rect x="58" y={y} width="224" height={open ? 100 : 42} rx="10" fill={open ? C.brass100 : C.navy50} />
            <rect x="74" y={y + 16} width={i % 2 ? 120 : 140} height="10" rx="5" fill={C.navy800} />
            <path
              d={open ? `M258 ${y + 24}l8 -8 8 8` : `M258 ${y + 17}l8 8 8 -8`}
              fill="none"
              stroke={C.navy800}
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            {open ? <Lines x={74} y={y + 44} widths={[180, 160, 120]} gap={16} fill={C.navy100} /> : null}
          </g>
        );
      })}
      <circle cx="390" cy="100" r="58" fill={C.brass400} />
      <text x="390" y="100" dy="0.35em" textAnchor="middle" fontSize="70" fontWeight="800" fill={C.navy900}>
        ?
      </text>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect
            x={330 + i * 6}
            y={196 + i * 36}
            width="120"
            height="30"
            rx="6"
            fill={i === 1 ? C.brass100 : i ? C.navy100 : C.white}
          />
          <rect x={342 + i * 6} y={208 + i * 36} width="60" height="6" rx="3" fill={C.navy700} />
        </g>
      ))}
    </>
  ),

  /** Three articles with their pictures and headlines, and the pen on the next one. */
  blog: () => (
    <>
      {[0, 1, 2].map((i) => {
        const x = 40 + i * 140;
        return (
          <g key={i}>
            <rect x={x} y={60 + (i === 1 ? -16 : 0)} width="124" height="200" rx="12" fill={C.white} />
            <rect x={x} y={60 + (i === 1 ? -16 : 0)} width="124" height="78" rx="12" fill={i === 1 ? C.brass400 : C.navy700} />
            <rect x={x} y={120 + (i === 1 ? -16 : 0)} width="124" height="18" fill={i === 1 ? C.brass400 : C.navy700} />
            <Lines x={x + 14} y={152 + (i === 1 ? -16 : 0)} widths={[96, 80]} gap={16} fill={C.navy800} />
            <Lines x={x + 14} y={194 + (i === 1 ? -16 : 0)} widths={[90, 70, 84]} gap={14} />
          </g>
        );
      })}
      <rect x="40" y="280" width="290" height="44" rx="10" fill={C.navy700} />
      <Lines x={58} y={298} widths={[170]} fill={C.navy100} />
      <g transform="rotate(-35 390 280)">
        <rect x="340" y="268" width="110" height="24" rx="6" fill={C.brass400} />
        <path d="M340 268l-26 12 26 12z" fill={C.brass100} />
        <rect x="428" y="268" width="22" height="24" rx="4" fill={C.white} />
      </g>
    </>
  ),
};
