import * as React from "react";
import { useForm, type FieldErrors as FormErrors, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  contactIndustryOptions,
  contactInterestOptions,
  contactSchema,
  HONEYPOT_FIELD,
  leadMessages,
  type ContactLead,
} from "@/content/lead-schema";
import { toast } from "@/components/layout/toast";
import { Button, hydratingProps } from "@/components/ui/button";
import { Honeypot, useHydrated } from "./fields";
import { PersonFields, type PersonValues } from "./person-fields";
import { LeadSelect } from "./lead-select";
import { submitLead } from "./submit-lead";

type ContactValues = PersonValues & {
  interestedIn: string;
  industry: string;
  website: string;
};

const EMPTY: ContactValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  businessName: "",
  interestedIn: "",
  industry: "",
  website: "",
};

const REQUIRED_TEXT = ["firstName", "lastName", "email", "businessName"] as const;
const messages = leadMessages.contact;
const fieldMessages = leadMessages.application;
const FIELD_MESSAGES: Partial<Record<keyof ContactValues, string>> = {
  firstName: fieldMessages.firstName,
  lastName: fieldMessages.lastName,
  email: fieldMessages.email,
  businessName: fieldMessages.businessName,
  interestedIn: fieldMessages.interestedIn,
  industry: fieldMessages.industry,
};

/**
 * The contact form (home contact section and /contact). States (SPEC 4): idle, "Sending..." with the button
 * disabled, then success (fields cleared, success toast) or failure (destructive toast, fields kept). The browser
 * checks required fields and the email type first; blank-after-trimming names or business name raise the SPEC's
 * "Required Fields Missing" toast and nothing is sent.
 */
export function ContactForm({ idPrefix }: { idPrefix: string }) {
  const hydrated = useHydrated();
  const {
    control,
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues, unknown, ContactLead>({
    defaultValues: EMPTY,
    // The form holds strings ("" = nothing chosen yet); the schema turns them into a trimmed, checked lead.
    resolver: zodResolver(contactSchema) as unknown as Resolver<ContactValues, unknown, ContactLead>,
    shouldFocusError: true,
  });

  const onValid = async (values: ContactLead) => {
    const stored = await submitLead<unknown, ContactValues>(values, { fields: EMPTY, setError, messages });
    if (stored === undefined) return;
    reset(EMPTY);
    toast({ title: messages.successTitle, description: messages.successDescription });
  };

  const onInvalid = (formErrors: FormErrors<ContactValues>) => {
    if (REQUIRED_TEXT.some((field) => formErrors[field]?.type === "too_small")) {
      toast({ title: messages.missingTitle, description: messages.missingDescription, variant: "destructive" });
    }
  };

  /**
   * The browser refused the submit (a required field is empty or the email is malformed): mark the field under it
   * too, raise the SPEC's toast when a required text field is missing, and for a dropdown move focus from Radix's
   * hidden native select to the visible trigger.
   */
  const invalidRoundRef = React.useRef<{ toast: boolean; focused: boolean }>(undefined);
  const onInvalidControl = (event: React.FormEvent<HTMLFormElement>) => {
    const control = event.target as HTMLInputElement | HTMLSelectElement;
    const field = control.name as keyof ContactValues;
    if (!(field in EMPTY)) return;
    // The browser fires one "invalid" per control in a row; they are gathered into one round.
    let invalidRound = invalidRoundRef.current;
    if (!invalidRound) {
      invalidRound = invalidRoundRef.current = { toast: false, focused: false };
      setTimeout(() => {
        // The dropdowns are not native controls, so the browser's check skips them: flag them in the same round,
        // so one press shows every missing field (as /application does).
        for (const dropdown of ["interestedIn", "industry"] as const) {
          if (!getValues(dropdown)) setError(dropdown, { message: FIELD_MESSAGES[dropdown] });
        }
        if (invalidRoundRef.current?.toast) {
          toast({ title: messages.missingTitle, description: messages.missingDescription, variant: "destructive" });
        }
        invalidRoundRef.current = undefined;
      }, 0);
    }
    const missing = control.validity.valueMissing;
    if (missing && (REQUIRED_TEXT as readonly string[]).includes(field)) invalidRound.toast = true;
    setError(field, { message: FIELD_MESSAGES[field] ?? control.validationMessage });
    if (!invalidRound.focused && control instanceof HTMLSelectElement) {
      invalidRound.focused = true;
      document.getElementById(id(field === "interestedIn" ? "interested-in" : "industry"))?.focus();
    }
    if (!invalidRound.focused) invalidRound.focused = true;
  };

  const id = (field: string) => `${idPrefix}-${field}`;

  return (
    <form
      method="post"
      aria-label="Contact form"
      className="relative grid gap-5 sm:grid-cols-2"
      onSubmit={handleSubmit(onValid, onInvalid)}
      onInvalidCapture={onInvalidControl}
      onInputCapture={(event) => {
        const name = (event.target as HTMLInputElement).name as keyof ContactValues;
        if (name in EMPTY && errors[name]) clearErrors(name);
      }}
    >
      <PersonFields id={id} register={register} errors={errors} phoneLabel="Phone (optional)" />
      <LeadSelect
        control={control}
        name="interestedIn"
        id={id("interested-in")}
        label="Interested In"
        placeholder="Select a service"
        options={contactInterestOptions}
        required
        error={errors.interestedIn?.message}
        onChosen={clearErrors}
      />
      <LeadSelect
        control={control}
        name="industry"
        id={id("industry")}
        label="Industry"
        placeholder="Select your industry"
        options={contactIndustryOptions}
        required
        error={errors.industry?.message}
        onChosen={clearErrors}
      />
      <Honeypot id={id(HONEYPOT_FIELD)} {...register(HONEYPOT_FIELD)} />
      <div className="sm:col-span-2">
        <Button
          type="submit"
          {...hydratingProps(hydrated)}
          size="lg"
          className="w-full sm:w-auto"
          disabled={!hydrated || isSubmitting}
        >
          {isSubmitting ? messages.sending : "Send Message"}
        </Button>
      </div>
    </form>
  );
}
