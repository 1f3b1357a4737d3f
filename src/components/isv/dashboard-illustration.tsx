import { cn } from "@/lib/utils";

/** A partner-dashboard mock-up (inline SVG: no request, no layout shift). Bars and line are illustrative only. */
export function DashboardIllustration({ className }: { className?: string }) {
  const bars = [38, 52, 46, 64, 58, 76, 70, 88];
  return (
    <svg
      viewBox="0 0 560 380"
      width="560"
      height="380"
      role="img"
      aria-label="Illustration of a partner dashboard with volume bars, a revenue trend line and a merchant list"
      className={cn("h-auto w-full", className)}
    >
      <rect x="0" y="0" width="560" height="380" rx="18" fill="#0b1f3a" />
      <rect x="0" y="0" width="560" height="44" rx="18" fill="#12305a" />
      <rect x="0" y="26" width="560" height="18" fill="#12305a" />
      <circle cx="24" cy="22" r="6" fill="#f0b429" />
      <circle cx="44" cy="22" r="6" fill="#e6edf7" opacity="0.5" />
      <circle cx="64" cy="22" r="6" fill="#e6edf7" opacity="0.3" />
      <rect x="96" y="15" width="180" height="14" rx="7" fill="#e6edf7" opacity="0.25" />
      {/* Stat tiles */}
      {[0, 1, 2].map((index) => (
        <g key={index} transform={`translate(${24 + index * 176} 64)`}>
          <rect width="160" height="72" rx="10" fill="#12305a" />
          <rect x="16" y="16" width="70" height="9" rx="4.5" fill="#e6edf7" opacity="0.45" />
          <rect x="16" y="36" width={[104, 84, 96][index]} height="18" rx="6" fill={index === 1 ? "#f0b429" : "#ffffff"} />
        </g>
      ))}
      {/* Volume bars */}
      <rect x="24" y="156" width="336" height="200" rx="10" fill="#12305a" />
      {bars.map((height, index) => (
        <rect
          key={index}
          x={48 + index * 38}
          y={336 - height * 1.6}
          width="22"
          height={height * 1.6}
          rx="4"
          fill={index === bars.length - 1 ? "#f0b429" : "#1b447c"}
        />
      ))}
      <polyline
        points="59,262 97,244 135,252 173,222 211,230 249,196 287,204 325,176"
        fill="none"
        stroke="#f0b429"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* Merchant list */}
      <rect x="376" y="156" width="160" height="200" rx="10" fill="#12305a" />
      {[0, 1, 2, 3, 4].map((row) => (
        <g key={row} transform={`translate(392 ${176 + row * 36})`}>
          <circle cx="10" cy="10" r="10" fill={row === 0 ? "#f0b429" : "#1b447c"} />
          <rect x="28" y="3" width="72" height="7" rx="3.5" fill="#e6edf7" opacity="0.6" />
          <rect x="28" y="14" width="48" height="6" rx="3" fill="#e6edf7" opacity="0.3" />
          <rect x="108" y="6" width="20" height="8" rx="4" fill="#c98a12" opacity={row % 2 ? 0.6 : 1} />
        </g>
      ))}
    </svg>
  );
}
