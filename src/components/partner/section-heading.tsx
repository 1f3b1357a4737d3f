import { cn } from "@/lib/utils";

/** Eyebrow, h2 and lead of a content section; `light` for use on the navy background. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  light = false,
  centered = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  light?: boolean;
  centered?: boolean;
}) {
  return (
    <div className={cn("max-w-3xl", centered && "mx-auto text-center")}>
      {eyebrow ? (
        <p className={cn("text-sm font-bold tracking-[0.2em] uppercase", light ? "text-brass-400" : "text-navy-700")}>
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cn(
          "mt-2 text-3xl font-extrabold tracking-tight text-balance md:text-4xl",
          light ? "text-white" : "text-navy-900",
        )}
      >
        {title}
      </h2>
      {lead ? <p className={cn("mt-4 text-lg leading-relaxed", light ? "text-navy-100" : "text-muted")}>{lead}</p> : null}
    </div>
  );
}
