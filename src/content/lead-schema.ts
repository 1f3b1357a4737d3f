import { z } from "zod";
import {
  applicationIndustryOptions,
  applicationInterestOptions,
  contactIndustryOptions,
  contactInterestOptions,
  currentProcessorOptions,
  leadMessages,
  MONTHLY_VOLUME_PLACEHOLDER,
  validationMessages,
  type Option,
} from "./lead-forms";

/**
 * The one schema module for every lead form (SPEC sections 3, 5 and 8): the zod schemas, with the option lists and
 * the exact messages of src/content/lead-forms.ts (re-exported here for the forms). The form islands validate with it before sending and the API
 * validates with it again (the server never trusts the browser's check). It lives in src/content because those lists
 * and messages are the SPEC's copy (src/lib never imports src/content).
 */

export {
  applicationIndustryOptions,
  applicationInterestOptions,
  contactIndustryOptions,
  contactInterestOptions,
  currentProcessorOptions,
  leadMessages,
  MONTHLY_VOLUME_PLACEHOLDER,
  type Option,
};

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
    .max(max, validationMessages.tooLong(max));

/** Optional text: trimmed; empty, null or absent all mean "not given". */
const optionalText = (max: number) =>
  z
    .string({ invalid_type_error: validationMessages.notText })
    .trim()
    .max(max, validationMessages.tooLong(max))
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
      errorMap: () => ({ message: validationMessages.processor }),
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

/** The chat's inline lead form (issue 12): how many turns of the conversation go with the lead, and how long each. */
/** 20 turns of 800 characters stay under the shared 64 KiB body limit even at 3 bytes a character. */
export const CHAT_LEAD_LIMITS = { turns: 20, turnChars: 800 } as const;

export const chatTurnSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z
    .string({ invalid_type_error: validationMessages.notText })
    .max(CHAT_LEAD_LIMITS.turnChars, validationMessages.tooLong(CHAT_LEAD_LIMITS.turnChars)),
  /** The server's signature of an assistant reply (src/server/chat/reply-signature.ts), as the chat answered it. */
  signature: z.string({ invalid_type_error: validationMessages.notText }).max(100).optional(),
});

/**
 * The chat's inline lead form: first and last name, business, email, optional phone and consent, sent with
 * `source: "chat"` and the conversation's last turns (the widget keeps the last 20, each cut to 800 characters;
 * the server refuses more rather than trimming what it stores).
 */
/** What the visitor fills in (the widget's form validates with this). */
export const chatLeadFormSchema = z.object({
  firstName: requiredText(application.firstName, FIELD_LIMITS.name),
  lastName: requiredText(application.lastName, FIELD_LIMITS.name),
  email: emailField(application.email),
  phone: optionalText(FIELD_LIMITS.phone),
  businessName: requiredText(application.businessName, FIELD_LIMITS.businessName),
  consent: z.literal(true, { errorMap: () => ({ message: leadMessages.chat.consent }) }),
  [HONEYPOT_FIELD]: honeypot,
});

/** What POST /api/contacts accepts from the chat: the form plus its source and the conversation. */
export const chatLeadSchema = chatLeadFormSchema.extend({
  source: z.literal("chat"),
  transcript: z
    .array(chatTurnSchema, { invalid_type_error: leadMessages.chat.transcript })
    .max(CHAT_LEAD_LIMITS.turns, leadMessages.chat.transcript),
});

/** The last turns of a conversation as the chat lead carries them: at most 20, each cut to 800 characters. */
export function chatLeadTranscript(
  turns: readonly { role: "user" | "assistant"; content: string; signature?: string }[],
): ChatTurn[] {
  return turns.slice(-CHAT_LEAD_LIMITS.turns).map((turn) => ({
    role: turn.role,
    content: turn.content.slice(0, CHAT_LEAD_LIMITS.turnChars),
    ...(turn.signature ? { signature: turn.signature } : {}),
  }));
}

export type ChatTurn = z.output<typeof chatTurnSchema>;
export type ChatLead = z.output<typeof chatLeadSchema>;
export type ChatLeadForm = z.output<typeof chatLeadFormSchema>;
export type ChatLeadInput = z.input<typeof chatLeadSchema>;

export type ContactLead = z.output<typeof contactSchema>;
export type ApplicationLead = z.output<typeof applicationSchema>;

export type LeadSource = "contact" | "application" | "chat";

/**
 * The contacts endpoint takes both forms' payloads (SPEC 7). An application always carries currentProcessor and
 * monthlyVolume (possibly empty); a contact submission carries neither. That decides which lists apply.
 */
export function leadSourceOf(body: Record<string, unknown>): LeadSource {
  if (body.source === "chat") return "chat";
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
