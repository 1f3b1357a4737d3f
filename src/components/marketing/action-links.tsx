import type { Action } from "@/content/marketing.schema";
import { ButtonLink } from "@/components/ui/button";
import { CssIcon } from "@/components/ui/css-icon";

/**
 * A page's calls to action: the first is the primary (brass) button, the second an outline one. `onDark` picks the
 * outline that stays readable on navy.
 */
export function ActionLinks({ actions, onDark = false }: { actions: readonly Action[]; onDark?: boolean }) {
  return (
    <>
      {actions.map((action, index) => (
        <ButtonLink
          key={action.href + action.label}
          href={action.href}
          size="lg"
          variant={index === 0 ? "primary" : onDark ? "outlineLight" : "outline"}
        >
          {/* Long labels ("Contact Us for Custom Integration") may wrap on a 320 px phone instead of overflowing. */}
          <span className="text-center leading-tight whitespace-normal">{action.label}</span>
          {index === 0 ? <CssIcon name="arrow-right" /> : null}
        </ButtonLink>
      ))}
    </>
  );
}
