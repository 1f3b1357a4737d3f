import type * as React from "react";
import { cn } from "@/lib/utils";

/**
 * A list whose bullets are check marks drawn by CSS (decorative: the list itself tells assistive technology what it
 * is).
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
        // The check is the item's ::before (one element per item; the text is the flex row's second part).
        <li
          key={item}
          className={cn(
            "flex items-start gap-2.5 before:css-icon before:icon-circle-check before:mt-0.5 before:size-5",
            onDark ? "before:text-brass-400" : "before:text-brass-600",
          )}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
