import { site } from "@/content/site";
import { cn } from "@/lib/utils";

const pci = site.claims.pciCompliance;

/**
 * The PCI DSS Level 1 mark (SPEC: "PCI DSS Level 1 compliant"): our own badge that names the standard in words, not a
 * copy of a certificate or of the PCI Security Standards Council's logo. Static HTML and an inline SVG shield.
 */
export function PciBadge({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const dark = tone === "dark";
  return (
    <p
      className={cn(
        "inline-flex items-center gap-3 rounded-xl border px-3 py-2",
        dark ? "border-navy-700 bg-navy-900 text-white" : "border-navy-100 bg-white text-navy-900",
        className,
      )}
    >
      <svg aria-hidden="true" focusable="false" width="28" height="32" viewBox="0 0 28 32" className="shrink-0">
        <path d="M14 1 27 6v9c0 8-5.6 13.6-13 16C6.6 28.6 1 23 1 15V6Z" fill={dark ? "#f0b429" : "#0b1f3a"} />
        <rect x="9" y="14" width="10" height="8" rx="1.5" fill={dark ? "#0b1f3a" : "#f0b429"} />
        <path d="M11 14v-2.5a3 3 0 0 1 6 0V14" fill="none" stroke={dark ? "#0b1f3a" : "#f0b429"} strokeWidth="2" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="text-sm font-extrabold tracking-wide">{pci.value}</span>
        <span className={cn("text-xs", dark ? "text-navy-100" : "text-muted")}>Compliant card-data security</span>
      </span>
    </p>
  );
}
