import * as React from "react";
import { useForm, type Resolver } from "react-hook-form";
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
  type Option,
} from "@/content/lead-schema";
import { applicationPage } from "@/content/lead-pages";
import { Button, hydratingProps } from "@/components/ui/button";
import { Honeypot, TextField, useHydrated } from "@/components/forms/fields";
import { PersonFields, type PersonValues } from "@/components/forms/person-fields";
import { LeadSelect } from "@/components/forms/lead-select";
import { submitLead } from "@/components/forms/submit-lead";
import { ThankYou } from "./thank-you";
import type { AdsConfig } from "@/lib/ad-conversion";

type ApplicationValues = PersonValues & {
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
  const [stored, setStored] = React.useState<{ reference: string; conversion?: AdsConfig }>();
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

  if (stored) return <ThankYou reference={stored.reference} conversion={stored.conversion} />;

  const onValid = async (values: ApplicationLead) => {
    // The application always sends processor and volume (possibly empty): that is how the API tells it apart.
    const payload = { ...values, currentProcessor: values.currentProcessor ?? "", monthlyVolume: values.monthlyVolume ?? "" };
    // The answer carries `conversion` only when the Ads tag is configured and the visitor has not opted out.
    const answer = await submitLead<{ reference: string; conversion?: AdsConfig }, ApplicationValues>(payload, {
      fields: EMPTY,
      setError,
      messages,
    });
    if (answer) setStored({ reference: answer.reference, conversion: answer.conversion });
  };

  const id = (field: string) => `${idPrefix}-${field}`;
  const select = (
    name: "interestedIn" | "industry" | "currentProcessor",
    label: string,
    placeholder: string,
    options: readonly Option[],
    required: boolean,
  ) => (
    <LeadSelect
      control={control}
      name={name}
      id={id(name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))}
      label={label}
      placeholder={placeholder}
      options={options}
      required={required}
      error={errors[name]?.message}
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
        <Button
          type="submit"
          {...hydratingProps(hydrated)}
          size="lg"
          className="w-full sm:w-auto"
          disabled={!hydrated || isSubmitting}
        >
          {isSubmitting ? messages.sending : messages.submit}
        </Button>
      </div>
    </form>
  );
}
