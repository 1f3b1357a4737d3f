import type { SimpleIcon } from "simple-icons";
import { cn } from "@/lib/utils";

/** Renders a brand logo from the maintained simple-icons package (no hand-drawn copies of trademarks). */
export function BrandIcon({
  icon,
  className,
  title,
  viewBox = "0 0 24 24",
  href,
}: {
  icon: SimpleIcon;
  className?: string;
  title?: string;
  /** A crop of simple-icons' 24 x 24 box, for marks much wider than tall. */
  viewBox?: string;
  /** Draws the mark from an external sprite (`<use>`) instead of inlining its path data. */
  href?: string;
}) {
  return (
    <svg
      viewBox={viewBox}
      className={cn("size-5 fill-current", className)}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      {href ? <use href={href} /> : <path d={icon.path} />}
    </svg>
  );
}
