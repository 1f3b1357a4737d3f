import type { ReactNode } from "react";
import { Check } from "lucide-react";
import { PALETTE } from "./palette";

/**
 * The shared parts of the site's drawn scenes (terminal, card, phone, browser window, receipt, approval chip...),
 * composed by the industry scenes, the industries' detail scenes and the page heroes' visuals. Each draws in SVG
 * user units at the position given; none has words.
 */
const C = PALETTE;

export function Backdrop() {
  return (
    <>
      <rect width="480" height="360" rx="28" fill={C.navy800} />
      <circle cx="430" cy="30" r="110" fill={C.navy700} opacity="0.6" />
      <circle cx="30" cy="350" r="90" fill={C.navy700} opacity="0.45" />
    </>
  );
}

/** A pill with a check mark: "approved". */
export function Approved({ x, y, w = 118 }: { x: number; y: number; w?: number }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height="40" rx="20" fill={C.white} />
      <circle cx={x + 22} cy={y + 20} r="13" fill={C.brass400} />
      <Check x={x + 13} y={y + 11} size={18} color={C.navy950} strokeWidth={3} aria-hidden="true" />
      <rect x={x + 44} y={y + 14} width={w - 60} height="12" rx="6" fill={C.navy100} />
    </g>
  );
}

/** A payment card, optionally rotated about its centre. */
export function Card({ x, y, rot = 0, w = 150 }: { x: number; y: number; rot?: number; w?: number }) {
  const h = Math.round(w * 0.62);
  return (
    <g transform={`rotate(${rot} ${x + w / 2} ${y + h / 2})`}>
      <rect x={x} y={y} width={w} height={h} rx="12" fill={C.brass400} />
      <rect x={x} y={y + h * 0.2} width={w} height={h * 0.18} fill={C.navy900} opacity="0.85" />
      <rect x={x + 16} y={y + h * 0.52} width="26" height="20" rx="4" fill={C.brass100} />
      <rect x={x + 54} y={y + h * 0.56} width={w * 0.5} height="7" rx="3.5" fill={C.navy900} opacity="0.55" />
      <rect x={x + 54} y={y + h * 0.74} width={w * 0.3} height="7" rx="3.5" fill={C.navy900} opacity="0.35" />
    </g>
  );
}

/** A handheld card terminal with a lit screen (children draw on the screen, origin at its top left, 86 x 70). */
export function Terminal({ x, y, s = 1, children }: { x: number; y: number; s?: number; children?: ReactNode }) {
  return (
    <g transform={s === 1 ? undefined : `translate(${x} ${y}) scale(${s}) translate(${-x} ${-y})`}>
      <rect x={x} y={y} width="110" height="180" rx="16" fill={C.navy950} />
      <rect x={x + 12} y={y + 14} width="86" height="70" rx="8" fill={C.navy700} />
      <g transform={`translate(${x + 12} ${y + 14})`}>{children}</g>
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}${col}`}
            x={x + 14 + col * 28}
            y={y + 96 + row * 24}
            width="22"
            height="16"
            rx="4"
            fill={row === 2 && col === 2 ? C.brass400 : C.navy800}
          />
        )),
      )}
    </g>
  );
}

/** A phone (screen 92 x 150 from the children's origin). */
export function Phone({ x, y, children }: { x: number; y: number; children?: ReactNode }) {
  return (
    <g>
      <rect x={x} y={y} width="108" height="190" rx="18" fill={C.navy950} />
      <rect x={x + 8} y={y + 20} width="92" height="150" rx="8" fill={C.white} />
      <rect x={x + 40} y={y + 8} width="28" height="5" rx="2.5" fill={C.navy700} />
      <g transform={`translate(${x + 8} ${y + 20})`}>{children}</g>
    </g>
  );
}

/** A browser window with three dots; children draw in the page area (origin below the bar). */
export function Browser({ x, y, w, h, children }: { x: number; y: number; w: number; h: number; children?: ReactNode }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="14" fill={C.white} />
      <path d={`M${x} ${y + 14}a14 14 0 0 1 14 -14h${w - 28}a14 14 0 0 1 14 14v16h${-w}z`} fill={C.navy100} />
      <circle cx={x + 18} cy={y + 15} r="5" fill={C.brass500} />
      <circle cx={x + 34} cy={y + 15} r="5" fill={C.navy700} opacity="0.35" />
      <circle cx={x + 50} cy={y + 15} r="5" fill={C.navy700} opacity="0.35" />
      <g transform={`translate(${x} ${y + 30})`}>{children}</g>
    </g>
  );
}

/** Text-like bars: a line of copy without words. */
export function Lines({
  x,
  y,
  widths,
  gap = 16,
  fill = C.navy100,
}: {
  x: number;
  y: number;
  widths: number[];
  gap?: number;
  fill?: string;
}) {
  return (
    <>
      {widths.map((w, i) => (
        <rect key={i} x={x} y={y + i * gap} width={w} height="8" rx="4" fill={fill} />
      ))}
    </>
  );
}

/** A receipt with a torn bottom edge and ticked lines. */
export function Receipt({ x, y, rows = 3 }: { x: number; y: number; rows?: number }) {
  const h = 40 + rows * 26;
  const teeth = Array.from({ length: 6 }, () => "l-8 8 -8 -8").join(" ");
  return (
    <g>
      <path d={`M${x} ${y}h96v${h} ${teeth}z`} fill={C.white} />
      <rect x={x + 14} y={y + 14} width="56" height="9" rx="4.5" fill={C.navy800} />
      {Array.from({ length: rows }, (_, i) => (
        <g key={i}>
          <circle cx={x + 20} cy={y + 44 + i * 26} r="7" fill={C.brass400} />
          <rect x={x + 34} y={y + 40 + i * 26} width={i % 2 ? 38 : 48} height="8" rx="4" fill={C.navy100} />
        </g>
      ))}
    </g>
  );
}

/** A screen showing a big check: the terminal's "approved". */
export function ScreenCheck() {
  return (
    <>
      <circle cx="43" cy="35" r="22" fill={C.brass400} />
      <path d="m33 35 7 7 13-14" fill="none" stroke={C.navy950} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  );
}

/** A round badge with a short label drawn as text ("21+"): the ID check. */
export function AgeBadge({ cx, cy, label }: { cx: number; cy: number; label: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r="30" fill={C.white} stroke={C.brass400} strokeWidth="5" />
      <text x={cx} y={cy} dy="0.35em" textAnchor="middle" fontSize="20" fontWeight="800" fill={C.navy900}>
        {label}
      </text>
    </g>
  );
}

/** An ID card with a photo square and lines. */
export function IdCard({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x} y={y} width="130" height="82" rx="10" fill={C.navy100} />
      <rect x={x + 12} y={y + 14} width="36" height="44" rx="6" fill={C.navy700} />
      <circle cx={x + 30} cy={y + 30} r="9" fill={C.navy100} />
      <path d={`M${x + 16} ${y + 56}a14 12 0 0 1 28 0z`} fill={C.navy100} />
      <Lines x={x + 58} y={y + 18} widths={[58, 44, 50]} gap={14} fill={C.navy700} />
    </g>
  );
}

/** A shield with a check: the compliance mark. */
export function Shield({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M30 0 60 11v21c0 18-13 30-30 36C13 62 0 50 0 32V11Z" fill={C.brass400} />
      <path d="m18 33 9 9 16-17" fill="none" stroke={C.navy950} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

/** Two arrows in a circle: recurring billing. */
export function Recurring({ cx, cy }: { cx: number; cy: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r="28" fill={C.brass400} />
      <path
        d={`M${cx - 13} ${cy - 2}a13 13 0 0 1 23 -7m3 9a13 13 0 0 1 -23 7`}
        fill="none"
        stroke={C.navy950}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d={`M${cx + 11} ${cy - 14}v8h-8M${cx - 11} ${cy + 14}v-8h8`}
        fill="none"
        stroke={C.navy950}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </g>
  );
}

/** A month grid with a few days marked. */
export function Calendar({ x, y, marked }: { x: number; y: number; marked: number[] }) {
  return (
    <g>
      <rect x={x} y={y} width="140" height="120" rx="12" fill={C.white} />
      <rect x={x} y={y} width="140" height="26" rx="12" fill={C.navy900} />
      <rect x={x} y={y + 14} width="140" height="12" fill={C.navy900} />
      {Array.from({ length: 15 }, (_, i) => (
        <rect
          key={i}
          x={x + 12 + (i % 5) * 24}
          y={y + 36 + Math.floor(i / 5) * 26}
          width="18"
          height="18"
          rx="4"
          fill={marked.includes(i) ? C.brass400 : C.navy100}
        />
      ))}
    </g>
  );
}

/** A leaf (hemp, botanicals). */
export function Leaf({
  x,
  y,
  s = 1,
  rot = 0,
  fill = C.brass400,
}: {
  x: number;
  y: number;
  s?: number;
  rot?: number;
  fill?: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rot}) scale(${s})`}>
      <path d="M0 0C20-30 55-34 70-30 66-12 48 22 0 0Z" fill={fill} />
      <path d="M0 0C22-10 42-20 62-27" fill="none" stroke={C.navy900} strokeWidth="2.5" strokeLinecap="round" opacity="0.6" />
    </g>
  );
}

/** A rising bar chart inside a panel. */
export function Chart({ x, y, bars }: { x: number; y: number; bars: number[] }) {
  return (
    <g>
      {bars.map((h, i) => (
        <rect
          key={i}
          x={x + i * 22}
          y={y - h}
          width="14"
          height={h}
          rx="3"
          fill={i === bars.length - 1 ? C.brass400 : C.navy700}
        />
      ))}
    </g>
  );
}
