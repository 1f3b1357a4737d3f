import type * as React from "react";
import type { Option } from "@/content/lead-schema";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { FieldShell, describedBy } from "./fields";

/** A labelled Radix Select (kept apart from fields.tsx so forms without a dropdown do not load Radix Select). */
export interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  options: readonly Option[];
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  fieldClassName?: string;
  triggerRef?: React.Ref<HTMLButtonElement>;
}

export function SelectField({
  id,
  name,
  label,
  placeholder,
  options,
  value,
  onValueChange,
  onBlur,
  required,
  disabled,
  error,
  fieldClassName,
  triggerRef,
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} required={required} error={error} className={fieldClassName}>
      <Select name={name} value={value} onValueChange={onValueChange} required={required} disabled={disabled}>
        <SelectTrigger
          id={id}
          ref={triggerRef}
          onBlur={onBlur}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FieldShell>
  );
}
