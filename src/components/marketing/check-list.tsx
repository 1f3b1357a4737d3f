import { CircleCheck } from "lucide-react";
import { cn } from "@/lib/utils";

/** A list whose bullets are check marks (decorative: the list itself tells assistive technology what it is). */
export function CheckList({
  items,
  className,
  onDark = false,
}: {
  items: readonly string[];
  className?: string;
  onDark?: boolean;
}) {
  return (
    <ul className={cn("space-y-2.5", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <CircleCheck
            aria-hidden="true"
            className={cn("mt-0.5 size-5 shrink-0", onDark ? "text-brass-400" : "text-brass-600")}
          />
          <span className={onDark ? "text-navy-100" : "text-ink"}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
