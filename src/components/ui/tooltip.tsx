import * as React from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { TOOLTIP } from "@/lib/constants";
import { cn } from "@/lib/utils";

/** Tooltips open after 700 ms; moving between triggers within 300 ms opens the next at once (SPEC section 4). */
export function TooltipProvider(props: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={TOOLTIP.delayMs} skipDelayDuration={TOOLTIP.skipDelayMs} {...props} />;
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn("z-[60] rounded-md bg-navy-950 px-3 py-1.5 text-sm text-white shadow-lg", className)}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-navy-950" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
