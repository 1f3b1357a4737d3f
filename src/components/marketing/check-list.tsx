import type * as React from "react";
import { cn } from "@/lib/utils";
import { CssIcon } from "@/components/ui/css-icon";

/**
 * A list whose bullets are check marks (decorative: the list itself tells assistive technology what it is).
 * `className` sets the list's spacing, layout and text colour; other attributes (aria-label) go on the list.
 */
export function CheckList({
  items,
  className,
  onDark = false,
  ...rest
}: {
  items: readonly string[];
  className?: string;
  onDark?: boolean;
} & Omit<React.ComponentProps<"ul">, "children">) {
  return (
    <ul className={cn("space-y-2.5", onDark ? "text-navy-100" : "text-ink", className)} {...rest}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          <CssIcon name="circle-check" className={cn("mt-0.5 size-5", onDark ? "text-brass-400" : "text-brass-600")} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
