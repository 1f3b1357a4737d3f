import { cn } from "@/lib/utils";

const shapes = { "arrow-right": "icon-arrow-right", "circle-check": "icon-circle-check" } as const;

/**
 * A decorative icon drawn by CSS (`css-icon` in styles.css): one empty, hidden element instead of an SVG subtree,
 * for icons a page repeats many times. Takes the text colour; `className` sets size and spacing (size-4 without it).
 */
export function CssIcon({ name, className = "size-4" }: { name: keyof typeof shapes; className?: string }) {
  return <span aria-hidden="true" className={cn("css-icon", shapes[name], className)} />;
}
