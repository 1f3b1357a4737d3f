import type { JSX, ReactNode } from "react";
import type { SimpleIcon } from "simple-icons";
import type { DeviceKind } from "@/content/pos.schema";
import { cn } from "@/lib/utils";

interface IllustrationProps {
  /** Text alternative; without it the drawing is decorative. */
  label?: string;
  /** A brand mark drawn on the device's screen. */
  logo?: SimpleIcon;
  className?: string;
}

const NAVY = "#0b1f3a";
const NAVY_800 = "#12305a";
const NAVY_700 = "#1b447c";
const PALE = "#e6edf7";
const BRASS = "#f0b429";

/** Shared <svg> frame: fixed intrinsic size (no layout shift), scales to its container's width. */
function Frame({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 320 240"
      width="320"
      height="240"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      className={cn("h-auto w-full", className)}
    >
      {children}
    </svg>
  );
}

/** A 24-unit simple-icons path placed at (x, y) with the given size. */
function ScreenLogo({ logo, x, y, size }: { logo: SimpleIcon; x: number; y: number; size: number }) {
  return <path d={logo.path} fill={NAVY} transform={`translate(${x} ${y}) scale(${size / 24})`} />;
}

export function CountertopTerminalIllustration({ label, logo, className }: IllustrationProps) {
  return (
    <Frame label={label} className={className}>
      <ellipse cx="160" cy="222" rx="92" ry="10" fill={PALE} />
      {/* Receipt */}
      <path d="M128 14h64v46l-8-5-8 5-8-5-8 5-8-5-8 5-8-5-8 5Z" fill="#ffffff" stroke={PALE} strokeWidth="2" />
      <rect x="138" y="24" width="44" height="4" rx="2" fill={PALE} />
      <rect x="138" y="34" width="30" height="4" rx="2" fill={PALE} />
      {/* Body */}
      <rect x="98" y="44" width="124" height="176" rx="18" fill={NAVY} />
      <rect x="112" y="58" width="96" height="68" rx="8" fill={PALE} />
      {logo ? (
        <ScreenLogo logo={logo} x={144} y={70} size={32} />
      ) : (
        <rect x="136" y="80" width="48" height="8" rx="4" fill={NAVY_700} />
      )}
      <rect x="128" y="108" width="64" height="8" rx="4" fill={BRASS} />
      {/* Keypad */}
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={118 + col * 30}
            y={138 + row * 18}
            width="24"
            height="12"
            rx="4"
            fill={row === 3 && col === 2 ? BRASS : NAVY_800}
          />
        )),
      )}
      {/* Chip card */}
      <rect x="196" y="190" width="58" height="36" rx="5" fill={BRASS} transform="rotate(-8 225 208)" />
      <rect x="206" y="198" width="12" height="9" rx="2" fill={NAVY_700} transform="rotate(-8 225 208)" />
    </Frame>
  );
}

export function TabletPosIllustration({ label, logo, className }: IllustrationProps) {
  return (
    <Frame label={label} className={className}>
      <ellipse cx="160" cy="224" rx="110" ry="9" fill={PALE} />
      {/* Stand */}
      <path d="M146 176h28l12 44h-52Z" fill={NAVY_800} />
      {/* Tablet */}
      <rect x="36" y="20" width="248" height="164" rx="14" fill={NAVY} />
      <rect x="48" y="32" width="224" height="140" rx="6" fill="#ffffff" />
      {/* Product grid */}
      {[0, 1].map((row) =>
        [0, 1, 2].map((col) => (
          <rect key={`${row}-${col}`} x={58 + col * 44} y={44 + row * 46} width="38" height="38" rx="6" fill={PALE} />
        )),
      )}
      {logo ? <ScreenLogo logo={logo} x={66} y={52} size={22} /> : null}
      <rect x="58" y="140" width="126" height="20" rx="6" fill={NAVY_700} />
      {/* Order panel */}
      <rect x="196" y="44" width="66" height="116" rx="6" fill={PALE} />
      {[0, 1, 2, 3].map((line) => (
        <rect key={line} x="204" y={54 + line * 16} width={line % 2 ? 36 : 50} height="6" rx="3" fill={NAVY_700} opacity="0.6" />
      ))}
      <rect x="204" y="136" width="50" height="16" rx="5" fill={BRASS} />
    </Frame>
  );
}

export function MobilePosIllustration({ label, logo, className }: IllustrationProps) {
  return (
    <Frame label={label} className={className}>
      <ellipse cx="160" cy="226" rx="100" ry="8" fill={PALE} />
      {/* Phone */}
      <rect x="84" y="10" width="104" height="210" rx="18" fill={NAVY} />
      <rect x="92" y="26" width="88" height="178" rx="8" fill="#ffffff" />
      <rect x="122" y="16" width="28" height="4" rx="2" fill={NAVY_700} />
      {logo ? <ScreenLogo logo={logo} x={122} y={44} size={28} /> : <circle cx="136" cy="58" r="14" fill={PALE} />}
      <rect x="104" y="86" width="64" height="8" rx="4" fill={PALE} />
      <rect x="112" y="102" width="48" height="14" rx="5" fill={NAVY_700} />
      <rect x="104" y="176" width="64" height="18" rx="6" fill={BRASS} />
      {/* Contactless waves */}
      <path
        d="M124 140a16 16 0 0 1 0 20M132 134a24 24 0 0 1 0 32M140 128a32 32 0 0 1 0 44"
        fill="none"
        stroke={NAVY_700}
        strokeWidth="3"
        strokeLinecap="round"
      />
      {/* Card reader */}
      <rect x="196" y="120" width="62" height="96" rx="12" fill={NAVY_800} />
      <rect x="206" y="132" width="42" height="24" rx="4" fill={PALE} />
      <circle cx="227" cy="180" r="10" fill={BRASS} />
      <rect x="214" y="200" width="26" height="4" rx="2" fill={NAVY_700} />
    </Frame>
  );
}

export const deviceIllustrations: Record<DeviceKind, (props: IllustrationProps) => JSX.Element> = {
  countertop: CountertopTerminalIllustration,
  tablet: TabletPosIllustration,
  mobile: MobilePosIllustration,
};
