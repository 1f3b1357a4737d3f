import { cn } from "@/lib/utils";

/** The h2 and introduction that open a page section; `id` lets the section reference it with aria-labelledby. */
export function SectionHeading({
  id,
  heading,
  intro,
  center = false,
  onDark = false,
}: {
  id: string;
  heading: string;
  intro?: string;
  center?: boolean;
  onDark?: boolean;
}) {
  return (
    <div className={cn("max-w-3xl", center && "mx-auto text-center")}>
      <h2
        id={id}
        className={cn("text-3xl font-extrabold tracking-tight text-balance md:text-4xl", onDark ? "text-white" : "text-navy-900")}
      >
        {heading}
      </h2>
      {intro ? <p className={cn("mt-4 text-lg leading-relaxed", onDark ? "text-navy-100" : "text-muted")}>{intro}</p> : null}
    </div>
  );
}
