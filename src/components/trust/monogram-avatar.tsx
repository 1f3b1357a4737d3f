import { cn } from "@/lib/utils";

/** Background and letter colours that pass WCAG AA for the initials (navy on brass, white on navy). */
const tones = [
  { bg: "#0b1f3a", fg: "#ffffff", ring: "#f0b429" },
  { bg: "#f0b429", fg: "#061427", ring: "#0b1f3a" },
  { bg: "#1b447c", fg: "#ffffff", ring: "#f0b429" },
] as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/**
 * A merchant's initials in a drawn circle: a face for a testimonial without a stock photo of a stranger. Decorative
 * (the name is written beside it), sized by width/height so it reserves its box.
 */
export function MonogramAvatar({ name, tone = 0, className }: { name: string; tone?: number; className?: string }) {
  const colours = tones[tone % tones.length]!;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="48"
      height="48"
      viewBox="0 0 48 48"
      className={cn("size-12 shrink-0", className)}
    >
      <circle cx="24" cy="24" r="23" fill={colours.bg} stroke={colours.ring} strokeWidth="2" />
      <text x="24" y="24" dy="0.35em" textAnchor="middle" fill={colours.fg} fontSize="17" fontWeight="800" fontFamily="inherit">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
