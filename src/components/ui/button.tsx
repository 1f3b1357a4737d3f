import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 text-center rounded-md font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500 disabled:not-data-hydrating:pointer-events-none disabled:not-data-hydrating:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brass-400 text-navy-950 hover:bg-brass-500",
        secondary: "bg-navy-900 text-white hover:bg-navy-800",
        outline: "border-2 border-navy-900 text-navy-900 hover:bg-navy-50",
        outlineLight: "border-2 border-white text-white hover:bg-white/10",
        ghost: "text-navy-900 hover:bg-navy-50",
        link: "text-navy-800 underline underline-offset-4 hover:text-navy-950",
      },
      size: {
        // Minimum heights, not fixed ones: a long label wraps on a 320 px screen instead of pushing the page sideways.
        // The large size is a step smaller below 640 px, so the usual labels ("Explore POS Systems", "Schedule a
        // Consultation") stay on one line at 320 px (issue 37).
        sm: "min-h-9 px-3 py-1.5 text-sm",
        md: "min-h-11 px-5 py-2 text-base",
        lg: "min-h-12 px-5 py-2 text-base sm:px-7 sm:text-lg",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/**
 * A form island's submit button is disabled until the island hydrates (so nothing posts natively), but it must not
 * look disabled to a visitor who has not touched the form yet: `data-hydrating` keeps its normal look meanwhile.
 */
export function hydratingProps(hydrated: boolean) {
  return hydrated ? {} : { "data-hydrating": "" };
}

/** A link styled as a button: most calls to action on a marketing site are navigations, not actions. */
export function ButtonLink({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<"a"> & VariantProps<typeof buttonVariants>) {
  return <a data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
