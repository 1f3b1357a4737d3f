import { site } from "@/content/site";
import { cn } from "@/lib/utils";

/** The brand mark: a shield with a chevron (service stripe) over a harbour line. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={cn("size-9 shrink-0", className)}>
      <path d="M20 2 5 8v11c0 9.4 6.4 16.6 15 19 8.6-2.4 15-9.6 15-19V8L20 2Z" fill="#0b1f3a" />
      <path d="m11 15 9 6 9-6v4l-9 6-9-6v-4Z" fill="#f0b429" />
      <path
        d="M11 28c3 0 3-1.6 6-1.6s3 1.6 6 1.6 3-1.6 6-1.6"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({
  className,
  wordmarkClassName,
  light = false,
}: {
  className?: string;
  wordmarkClassName?: string;
  light?: boolean;
}) {
  return (
    <span className={cn("flex items-center gap-2", className)}>
      <LogoMark />
      <span
        className={cn(
          "text-lg leading-tight font-bold tracking-tight",
          light ? "text-white" : "text-navy-900",
          wordmarkClassName,
        )}
      >
        {site.brand.shortName}
        <span
          className={cn("block text-xs font-semibold tracking-[0.18em] uppercase", light ? "text-brass-400" : "text-brass-600")}
        >
          Payments
        </span>
      </span>
    </span>
  );
}
