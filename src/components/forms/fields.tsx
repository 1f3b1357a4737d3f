import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * Labelled form controls shared by the lead forms: a visible label (with a visual "*" when required; the control
 * itself carries `required` for assistive technology and the browser), the message under the field, and
 * aria-invalid / aria-describedby tying the two together.
 */
const inputClass =
  "h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-base text-ink placeholder:text-gray-500 placeholder:italic aria-[invalid=true]:border-red-700 disabled:cursor-not-allowed disabled:opacity-60";

export function FieldShell({
  id,
  label,
  required,
  error,
  tone = "light",
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  tone?: "light" | "dark";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className={cn("text-sm font-semibold", tone === "dark" ? "text-white" : "text-navy-900")}>
        {label}
        {required ? (
          <span aria-hidden="true" className={tone === "dark" ? "text-brass-400" : "text-red-700"}>
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={cn("text-sm font-medium", tone === "dark" ? "text-brass-100" : "text-red-700")}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, error?: string) {
  return error ? `${id}-error` : undefined;
}

export type TextFieldProps = Omit<React.ComponentProps<"input">, "id"> & {
  id: string;
  label: string;
  error?: string;
  fieldClassName?: string;
};

export function TextField({ id, label, error, required, fieldClassName, className, ...props }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} className={fieldClassName}>
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={cn(inputClass, className)}
        {...props}
      />
    </FieldShell>
  );
}

/**
 * A field people never see or reach; bots that fill every input give themselves away (the server then answers
 * as if it stored the lead and stores nothing).
 */
export function Honeypot({ id, ...props }: { id: string } & React.ComponentProps<"input">) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}

/** Until the island has hydrated the submit button stays disabled, so nothing is ever posted natively. */
export function useHydrated() {
  const [hydrated, setHydrated] = React.useState(false);
  React.useEffect(() => setHydrated(true), []);
  return hydrated;
}
