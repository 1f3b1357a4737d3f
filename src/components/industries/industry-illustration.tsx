import { Check, CreditCard } from "lucide-react";
import type { IndustryIconName } from "@/content/industries/icons";
import { cn } from "@/lib/utils";
import { industryIcons } from "./industry-icon";
import type { IndustrySlug } from "@/content/industries/industry.schema";
import { IndustryHeroScene } from "./industry-scenes";
import { PALETTE } from "@/components/illustrations/palette";

const C = PALETTE;

export type IllustrationVariant = "hero" | "detail" | "card";

const SIZES: Record<IllustrationVariant, { width: number; height: number }> = {
  hero: { width: 480, height: 360 },
  detail: { width: 480, height: 360 },
  card: { width: 320, height: 160 },
};

interface Props {
  motif: IndustryIconName;
  accents: readonly [IndustryIconName, IndustryIconName, IndustryIconName];
  variant: IllustrationVariant;
  /** The industry whose own scene the hero and the /industries card draw (industry-scenes.tsx). */
  slug: IndustrySlug;
  /** What the picture shows, for screen readers; without it the picture is decorative and hidden from them. */
  label?: string;
  className?: string;
}

/**
 * An industry scene drawn from shapes and the industry's icons: no image request, no font, and explicit
 * width/height (with a viewBox) so it reserves its box before paint and never shifts the layout.
 */
export function IndustryIllustration({ motif, accents, variant, slug, label, className }: Props) {
  const { width, height } = SIZES[variant];
  return (
    <svg
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true, focusable: "false" })}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={cn("h-auto w-full", className)}
      xmlns="http://www.w3.org/2000/svg"
    >
      {variant === "hero" ? <IndustryHeroScene slug={slug} /> : null}
      {variant === "detail" ? <DetailScene motif={motif} accents={accents} /> : null}
      {variant === "card" ? (
        <>
          {/* The industry's own scene, scaled into the middle of the 2:1 banner on a plain backdrop. */}
          <rect width="320" height="160" fill={C.navy800} />
          <circle cx="300" cy="0" r="70" fill={C.navy700} opacity="0.6" />
          <circle cx="10" cy="160" r="50" fill={C.navy700} opacity="0.45" />
          <svg x="53" y="0" width="214" height="160" viewBox="0 0 480 360">
            <IndustryHeroScene slug={slug} backdrop={false} />
          </svg>
        </>
      ) : null}
    </svg>
  );
}

type SceneProps = Pick<Props, "motif" | "accents">;

function Badge({
  icon,
  cx,
  cy,
  r,
  fill = C.white,
  stroke = C.navy800,
}: {
  icon: IndustryIconName;
  cx: number;
  cy: number;
  r: number;
  fill?: string;
  stroke?: string;
}) {
  const Icon = industryIcons[icon];
  const size = Math.round(r * 1.05);
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={fill} />
      <Icon x={cx - size / 2} y={cy - size / 2} size={size} color={stroke} strokeWidth={2} aria-hidden="true" />
    </g>
  );
}

/** A handheld terminal beside a checklist receipt: the "understanding" section's picture. */
function DetailScene({ motif, accents }: SceneProps) {
  const Motif = industryIcons[motif];
  const rows = [0, 1, 2, 3];
  return (
    <>
      <rect width="480" height="360" rx="28" fill={C.navy50} />
      <circle cx="60" cy="60" r="120" fill={C.navy100} />
      <circle cx="440" cy="320" r="90" fill={C.brass100} />
      {/* Receipt with checked lines */}
      <path
        d="M226 40 H416 V300 l-16 12 -16 -12 -16 12 -16 -12 -16 12 -16 -12 -16 12 -16 -12 -16 12 -16 -12 -16 12 Z"
        fill={C.white}
        stroke={C.navy100}
        strokeWidth="2"
      />
      <rect x="250" y="62" width="110" height="14" rx="7" fill={C.navy800} />
      {rows.map((row) => (
        <g key={row}>
          <circle cx="262" cy={112 + row * 40} r="11" fill={C.brass400} />
          <Check x={254} y={104 + row * 40} size={16} color={C.navy950} strokeWidth={3} aria-hidden="true" />
          <rect x="284" y={106 + row * 40} width={row % 2 ? 84 : 108} height="12" rx="6" fill={C.navy100} />
        </g>
      ))}
      <rect x="250" y="270" width="142" height="2" fill={C.navy100} />
      {/* Handheld terminal */}
      <rect x="64" y="78" width="150" height="246" rx="22" fill={C.navy900} />
      <rect x="80" y="96" width="118" height="110" rx="10" fill={C.navy700} />
      <circle cx="139" cy="151" r="36" fill={C.brass400} />
      <Motif x={115} y={127} size={48} color={C.navy950} strokeWidth={1.9} aria-hidden="true" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2].map((col) => (
          <rect key={`${row}-${col}`} x={86 + col * 38} y={222 + row * 28} width="30" height="18" rx="5" fill={C.navy800} />
        )),
      )}
      <CreditCard x={24} y={250} size={64} color={C.brass500} strokeWidth={1.6} aria-hidden="true" />
      <Badge icon={accents[0]} cx={440} cy={70} r={26} fill={C.navy800} stroke={C.white} />
      <Badge icon={accents[1]} cx={212} cy={40} r={22} fill={C.brass400} stroke={C.navy950} />
      <Badge icon={accents[2]} cx={222} cy={316} r={22} fill={C.navy800} stroke={C.white} />
    </>
  );
}
