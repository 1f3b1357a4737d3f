import type { IndustryIconName } from "@/content/industries/icons";
import { cn } from "@/lib/utils";
import type { DetailSceneSpec, IndustrySlug } from "@/content/industries/industry.schema";
import { IndustryHeroScene } from "./industry-scenes";
import { DetailScene } from "./detail-scene";
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
  /** The understanding section's scene (the "detail" variant). */
  detailScene: DetailSceneSpec;
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
export function IndustryIllustration({ motif, detailScene, variant, slug, label, className }: Props) {
  const { width, height } = SIZES[variant];
  return (
    <svg
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true, focusable: "false" })}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={cn("h-auto w-full", variant !== "card" && "rounded-[5.83%/7.78%]", className)}
      xmlns="http://www.w3.org/2000/svg"
    >
      {variant === "hero" ? <IndustryHeroScene slug={slug} /> : null}
      {variant === "detail" ? <DetailScene motif={motif} spec={detailScene} /> : null}
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
