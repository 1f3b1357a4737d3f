import { z } from "zod";

/**
 * The one schema module for every lead form (SPEC sections 3, 5 and 8): the option lists with their display
 * labels, the exact messages, and the zod schemas. The form islands validate with it before sending and the API
 * validates with it again (the server never trusts the browser's check).
 */

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/** SPEC 3, "Contact form interestedIn". */
export const contactInterestOptions = [
  { value: "merchant-accounts", label: "Merchant Accounts" },
  { value: "payment-gateways", label: "Payment Gateways" },
  { value: "pos-systems", label: "POS Systems" },
  { value: "high-risk-processing", label: "High-Risk Processing" },
  { value: "scheduling-demo", label: "Scheduling a Demo" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/** SPEC 3, "Contact form industry". */
export const contactIndustryOptions = [
  { value: "ecommerce", label: "E-commerce" },
  { value: "cbd", label: "CBD" },
  { value: "restaurant", label: "Restaurant" },
  { value: "high-risk", label: "High-Risk" },
  { value: "liquor-stores", label: "Liquor Stores" },
  { value: "convenience-store", label: "Convenience Store" },
  { value: "gas-stations", label: "Gas Stations" },
  { value: "peptides", label: "Peptides" },
  { value: "adult-ai", label: "Adult AI" },
  { value: "coaching", label: "Coaching" },
  { value: "delta-8", label: "Delta 8" },
  { value: "kratom", label: "Kratom" },
  { value: "law-firms", label: "Law Firms" },
  { value: "firearms", label: "Firearms" },
  { value: "marketing", label: "Marketing" },
  { value: "semaglutide-tirzepatide", label: "Semaglutide & Tirzepatide" },
  { value: "home-service", label: "Home Service" },
  { value: "shopify", label: "Shopify" },
  { value: "software-integration", label: "Software Integration" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/** SPEC 3, "Application interestedIn". */
export const applicationInterestOptions = [
  { value: "payment-processing", label: "Payment Processing" },
  { value: "pos-systems", label: "POS Systems" },
  { value: "merchant-account", label: "Merchant Account" },
  { value: "credit-card-processing", label: "Credit Card Processing" },
  { value: "online-payments", label: "Online Payments" },
  { value: "mobile-payments", label: "Mobile Payments" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/** SPEC 3, "Application industry". */
export const applicationIndustryOptions = [
  { value: "retail", label: "Retail" },
  { value: "restaurant", label: "Restaurant" },
  { value: "healthcare", label: "Healthcare" },
  { value: "professional-services", label: "Professional Services" },
  { value: "ecommerce", label: "E-commerce" },
  { value: "automotive", label: "Automotive" },
  { value: "non-profit", label: "Non-Profit" },
  { value: "technology", label: "Technology" },
  { value: "construction", label: "Construction" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/** SPEC 3: four named third-party processors, Other, and None shown as "None - New Business". */
export const currentProcessorOptions = [
  { value: "square", label: "Square" },
  { value: "stripe", label: "Stripe" },
  { value: "paypal", label: "PayPal" },
  { value: "clover", label: "Clover" },
  { value: "other", label: "Other" },
  { value: "none", label: "None - New Business" },
] as const satisfies readonly Option[];

export const MONTHLY_VOLUME_PLACEHOLDER = "$10,000";

/** Every text the visitor can see from these forms, word for word from SPEC sections 5 and 8. */
export const leadMessages = {
  contact: {
    missingTitle: "Required Fields Missing",
    missingDescription: "Please fill in all required fields: First Name, Last Name, Email, and Business Name.",
    successTitle: "Thank you for your interest!",
    successDescription: "We will contact you soon.",
    failureTitle: "Submission Failed",
    failureError: "Failed to submit contact form",
    fallback: "There was an error submitting your contact form. Please try again.",
    sending: "Sending...",
  },
  application: {
    firstName: "First name is required.",
    lastName: "Last name is required.",
    email: "Valid email is required.",
    businessName: "Business name is required.",
    interestedIn: "Please select what you're interested in.",
    industry: "Please select your industry.",
    failureTitle: "Submission Failed",
    failureError: "Failed to submit contact form",
    fallback: "There was an error sending your message. Please try again.",
    sending: "Sending...",
    submit: "Apply Now",
  },
  newsletter: {
    email: "Valid email is required.",
    successTitle: "Newsletter Signup Successful!",
    successDescription: "Thank you for subscribing. You'll receive updates about payment processing news and exclusive offers.",
    failureTitle: "Subscription Failed",
    failureError: "Failed to subscribe to newsletter",
    fallback: "There was an error subscribing to the newsletter. Please try again.",
    signingUp: "Signing Up...",
  },
  tracking: {
    reference: "Enter the reference from your confirmation.",
    email: "Valid email is required.",
    notFound: "No application matches that reference and email address.",
  },
} as const;

/** Upper bounds the server enforces (the SPEC sets none; these keep one row from holding a novel). */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  businessName: 200,
  monthlyVolume: 60,
} as const;

/**
 * The honeypot: a field people never see or reach (aria-hidden, tabindex -1, no autocomplete). A bot that fills it
 * gets an answer that looks like success and nothing is stored.
 */
export const HONEYPOT_FIELD = "website";

/** Lead references: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L, U/V). */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
export const REFERENCE_LENGTH = 8;

type Values<T extends readonly Option[]> = T[number]["value"];
const values = <T extends readonly Option[]>(options: T) => options.map((option) => option.value) as [Values<T>, ...Values<T>[]];

/** Required text: trimmed, non-empty, bounded. */
const requiredText = (message: string, max: number) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be ${max} characters or fewer.`);

/** Optional text: trimmed; empty, null or absent all mean "not given". */
const optionalText = (max: number) =>
  z
    .string({ invalid_type_error: "Must be text." })
    .trim()
    .max(max, `Must be ${max} characters or fewer.`)
    .nullish()
    .transform((value) => (value ? value : undefined));

const emailField = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(FIELD_LIMITS.email, message)
    .email(message);

/** A choice from a list; "" (nothing chosen yet in a form) counts as missing. */
const choice = <T extends readonly Option[]>(options: T, message: string) =>
  z.enum(values(options), { errorMap: () => ({ message }) });

const honeypot = z.string().max(2000).optional();

const application = leadMessages.application;

/** SPEC 5, home and contact form. Required-field messages reuse the application wording under each field. */
export const contactSchema = z.object({
  firstName: requiredText(application.firstName, FIELD_LIMITS.name),
  lastName: requiredText(application.lastName, FIELD_LIMITS.name),
  email: emailField(application.email),
  phone: optionalText(FIELD_LIMITS.phone),
  businessName: requiredText(application.businessName, FIELD_LIMITS.businessName),
  interestedIn: choice(contactInterestOptions, application.interestedIn),
  industry: choice(contactIndustryOptions, application.industry),
  [HONEYPOT_FIELD]: honeypot,
});

/** SPEC 5, application form: the contact fields with the application's lists, plus processor and volume. */
export const applicationSchema = z.object({
  firstName: requiredText(application.firstName, FIELD_LIMITS.name),
  lastName: requiredText(application.lastName, FIELD_LIMITS.name),
  email: emailField(application.email),
  phone: optionalText(FIELD_LIMITS.phone),
  businessName: requiredText(application.businessName, FIELD_LIMITS.businessName),
  interestedIn: choice(applicationInterestOptions, application.interestedIn),
  industry: choice(applicationIndustryOptions, application.industry),
  currentProcessor: z
    .union([z.literal(""), z.enum(values(currentProcessorOptions))], {
      errorMap: () => ({ message: "Please choose a processor from the list." }),
    })
    .nullish()
    .transform((value) => (value ? value : undefined)),
  monthlyVolume: optionalText(FIELD_LIMITS.monthlyVolume),
  [HONEYPOT_FIELD]: honeypot,
});

export const newsletterSchema = z.object({
  email: emailField(leadMessages.newsletter.email).transform((email) => email.toLowerCase()),
  [HONEYPOT_FIELD]: honeypot,
});

/** Accepts the reference as printed or typed loosely: case, spaces and hyphens do not matter. */
export function normalizeReference(input: string): string {
  return input.replace(/[\s-]+/g, "").toUpperCase();
}

/** "7K3MQ9XZ" -> "7K3M-Q9XZ": how a reference is printed for people (the hyphen is ignored when typed back). */
export function formatReference(reference: string): string {
  return reference.length === REFERENCE_LENGTH ? `${reference.slice(0, 4)}-${reference.slice(4)}` : reference;
}

export const trackingSchema = z.object({
  reference: z
    .string({ required_error: leadMessages.tracking.reference, invalid_type_error: leadMessages.tracking.reference })
    .max(40, leadMessages.tracking.reference)
    .transform(normalizeReference)
    .pipe(
      z
        .string()
        .length(REFERENCE_LENGTH, leadMessages.tracking.reference)
        .regex(new RegExp(`^[${REFERENCE_ALPHABET}]+$`), leadMessages.tracking.reference),
    ),
  email: emailField(leadMessages.tracking.email),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactLead = z.output<typeof contactSchema>;
export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationLead = z.output<typeof applicationSchema>;
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type TrackingInput = z.input<typeof trackingSchema>;

export type LeadSource = "contact" | "application";

/**
 * The contacts endpoint takes both forms' payloads (SPEC 7). An application always carries currentProcessor and
 * monthlyVolume (possibly empty); a contact submission carries neither. That decides which lists apply.
 */
export function leadSourceOf(body: Record<string, unknown>): LeadSource {
  return "currentProcessor" in body || "monthlyVolume" in body ? "application" : "contact";
}

export type FieldErrors = Record<string, string[]>;

/** zod issues grouped by top-level field, the shape of the API's 400 answer and of the forms' messages. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "body";
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** The display label of an option value (for the Thank You view and tracking). */
export function labelOf(options: readonly Option[], value: string | null | undefined): string | undefined {
  return options.find((option) => option.value === value)?.label;
}
