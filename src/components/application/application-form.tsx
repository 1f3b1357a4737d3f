import * as React from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  applicationIndustryOptions,
  applicationInterestOptions,
  applicationSchema,
  currentProcessorOptions,
  HONEYPOT_FIELD,
  leadMessages,
  MONTHLY_VOLUME_PLACEHOLDER,
  type ApplicationLead,
} from "@/lib/lead-schema";
import { applicationPage } from "@/content/lead-pages";
import { toast } from "@/lib/toast-store";
import { Button } from "@/components/ui/button";
import { Honeypot, TextField, useHydrated } from "@/components/forms/fields";
import { PersonFields } from "@/components/forms/person-fields";
import { SelectField } from "@/components/forms/select-field";
import { failureDescription, postJson } from "@/components/forms/post-json";
import { ThankYou } from "./thank-you";

type ApplicationValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  businessName: string;
  interestedIn: string;
  industry: string;
  currentProcessor: string;
  monthlyVolume: string;
  website: string;
};

const EMPTY: ApplicationValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  businessName: "",
  interestedIn: "",
  industry: "",
  currentProcessor: "",
  monthlyVolume: "",
  website: "",
};

const messages = leadMessages.application;

/**
 * The application form (SPEC 2, 4, 5): nine fields checked before sending, with the SPEC's message under each
 * field; "Sending..." while the request is out; on success the Thank You view replaces the form, on failure the
 * form stays with its values and the "Submission Failed" toast shows.
 */
export function ApplicationForm({ idPrefix = "application" }: { idPrefix?: string }) {
  const hydrated = useHydrated();
  const [reference, setReference] = React.useState<string>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationValues, unknown, ApplicationLead>({
    defaultValues: EMPTY,
    resolver: zodResolver(applicationSchema) as unknown as Resolver<ApplicationValues, unknown, ApplicationLead>,
    shouldFocusError: true,
  });

  if (reference) return <ThankYou reference={reference} />;

  const onValid = async (values: ApplicationLead) => {
    // The application always sends processor and volume (possibly empty): that is how the API tells it apart.
    const payload = { ...values, currentProcessor: values.currentProcessor ?? "", monthlyVolume: values.monthlyVolume ?? "" };
    let result;
    try {
      result = await postJson<{ reference: string }>("/api/contacts", payload);
    } catch {
      toast({ title: messages.failureTitle, description: messages.fallback, variant: "destructive" });
      return;
    }
    if (result.ok) {
      setReference(result.data.reference);
      return;
    }
    for (const [field, fieldMessages] of Object.entries(result.fieldErrors ?? {})) {
      if (field in EMPTY && fieldMessages[0]) setError(field as keyof ApplicationValues, { message: fieldMessages[0] });
    }
    toast({
      title: messages.failureTitle,
      description: failureDescription(result, messages.failureError, messages.fallback),
      variant: "destructive",
    });
  };

  const id = (field: string) => `${idPrefix}-${field}`;
  const select = (
    name: "interestedIn" | "industry" | "currentProcessor",
    label: string,
    placeholder: string,
    options: React.ComponentProps<typeof SelectField>["options"],
    required: boolean,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          id={id(name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))}
          name={field.name}
          label={label}
          placeholder={placeholder}
          options={options}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          triggerRef={field.ref}
          required={required}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form
      method="post"
      noValidate
      aria-label="Merchant account application"
      className="relative grid gap-5 sm:grid-cols-2"
      onSubmit={handleSubmit(onValid)}
    >
      <p className="text-sm text-muted sm:col-span-2">{applicationPage.form.requiredNote}</p>
      <PersonFields id={id} register={register} errors={errors} phoneLabel="Phone" />
      {select("interestedIn", "Interested In", "Select a service", applicationInterestOptions, true)}
      {select("industry", "Industry", "Select your industry", applicationIndustryOptions, true)}
      {select("currentProcessor", "Current Processor", "Select your processor", currentProcessorOptions, false)}
      <TextField
        id={id("monthly-volume")}
        label="Monthly Card Volume"
        inputMode="decimal"
        placeholder={MONTHLY_VOLUME_PLACEHOLDER}
        error={errors.monthlyVolume?.message}
        {...register("monthlyVolume")}
      />
      <Honeypot id={id(HONEYPOT_FIELD)} {...register(HONEYPOT_FIELD)} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? messages.sending : messages.submit}
        </Button>
      </div>
    </form>
  );
}
