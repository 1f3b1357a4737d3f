import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { TextField } from "./fields";

/** The fields both lead forms open with: who is writing and for which business (SPEC 5). */
export interface PersonValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  businessName: string;
}

/**
 * First and last name, email, phone and business name, with their autocomplete tokens, browser types and messages.
 * `id` turns a field name into the form instance's element id; the phone label is the form's own (the contact form
 * says it is optional, the application marks required fields instead).
 */
export function PersonFields<Values extends PersonValues>({
  id,
  register,
  errors,
  phoneLabel,
}: {
  id: (field: string) => string;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  phoneLabel: string;
}) {
  // Every Values has the person fields, so registering them by these names is sound for any of the forms.
  const field = register as unknown as UseFormRegister<PersonValues>;
  const error = errors as FieldErrors<PersonValues>;
  return (
    <>
      <TextField
        id={id("first-name")}
        label="First Name"
        autoComplete="given-name"
        required
        error={error.firstName?.message}
        {...field("firstName")}
      />
      <TextField
        id={id("last-name")}
        label="Last Name"
        autoComplete="family-name"
        required
        error={error.lastName?.message}
        {...field("lastName")}
      />
      <TextField
        id={id("email")}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={error.email?.message}
        {...field("email")}
      />
      <TextField
        id={id("phone")}
        label={phoneLabel}
        type="tel"
        autoComplete="tel"
        error={error.phone?.message}
        {...field("phone")}
      />
      <TextField
        id={id("business-name")}
        label="Business Name"
        autoComplete="organization"
        required
        error={error.businessName?.message}
        fieldClassName="sm:col-span-2"
        {...field("businessName")}
      />
    </>
  );
}
