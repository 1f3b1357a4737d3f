import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import type { Option } from "@/content/lead-schema";
import { SelectField } from "./select-field";

/** A lead form's dropdown: a Radix select wired to react-hook-form, with its message under it. */
export function LeadSelect<Values extends FieldValues, Transformed>({
  control,
  name,
  id,
  label,
  placeholder,
  options,
  required = false,
  error,
  onChosen,
}: {
  /** The form's control (its values are strings; the schema transforms them into the lead on submit). */
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  id: string;
  label: string;
  placeholder: string;
  options: readonly Option[];
  required?: boolean;
  error?: string;
  /** Runs after a value is chosen (the contact form clears the field's message then). */
  onChosen?: (name: Path<Values>) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          id={id}
          name={field.name}
          label={label}
          placeholder={placeholder}
          options={options}
          value={field.value as string}
          onValueChange={(value) => {
            field.onChange(value);
            onChosen?.(name);
          }}
          onBlur={field.onBlur}
          triggerRef={field.ref}
          required={required}
          error={error}
        />
      )}
    />
  );
}
