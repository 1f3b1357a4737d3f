import { cn } from "@/lib/utils";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/**
 * The optional eyebrow, the h2 and the optional intro that open a page section; `id` lets the section reference the
 * heading with aria-labelledby. `tone="dark"` is for navy backgrounds.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "light",
  centered = false,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: "light" | "dark";
  centered?: boolean;
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={cn("max-w-3xl", centered && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p
          className={cn(
            "flex items-center gap-3 text-sm font-bold tracking-[0.16em] uppercase",
            centered && "justify-center",
            dark ? "text-brass-400" : "text-navy-700",
          )}
        >
          <span aria-hidden="true" className="h-0.5 w-8 rounded-full bg-brass-400" />
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          eyebrow && "mt-3",
          "text-3xl font-extrabold tracking-tight text-balance md:text-4xl",
          dark ? "text-white" : "text-navy-900",
        )}
      >
        {keepWordsWhole(title)}
      </h2>
      {intro ? <p className={cn("mt-4 text-lg leading-relaxed", dark ? "text-navy-100" : "text-muted")}>{intro}</p> : null}
    </div>
  );
}
