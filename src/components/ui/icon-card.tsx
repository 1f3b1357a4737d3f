import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/** A list-item card: a navy icon badge, a title and a short description (benefits, values, feature cards). */
export function IconCard({
  icon,
  title,
  description,
  bordered = false,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  bordered?: boolean;
}) {
  return (
    <li className={cn("rounded-xl bg-white p-6 shadow-sm", bordered && "border border-navy-100")}>
      <span className="inline-flex size-12 items-center justify-center rounded-lg bg-navy-900 text-brass-400">{icon}</span>
      <h3 className="mt-4 text-xl font-bold text-navy-900">{keepWordsWhole(title)}</h3>
      <p className="mt-2 leading-relaxed text-muted">{description}</p>
    </li>
  );
}
