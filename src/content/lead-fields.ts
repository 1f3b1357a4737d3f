import { FIELD_LIMITS, type LeadSource } from "./lead-schema";
import {
  applicationIndustryOptions,
  applicationInterestOptions,
  contactIndustryOptions,
  contactInterestOptions,
  currentProcessorOptions,
  type Option,
} from "./lead-forms";

/**
 * The fields a lead carries, written once: the notification payload (outbox and webhook JSON), the notification
 * email, the staff CSV export and the staff detail view all follow this list, in this order. Adding a field to a
 * lead is a migration column in `src/server/db/schema.ts` plus one entry here (a test checks that every column of
 * `contacts` is either here or one of the record's own columns: id, reference, status, source, times).
 * The visitor-facing form fields and their messages stay in `src/content/lead-schema.ts` (one zod schema per form).
 */
export type LeadFieldKind = "text" | "email" | "phone" | "choice";

/** Where a field shows besides the payload (which always carries every field). */
export type LeadFieldPlace = "email" | "csv" | "detail";

export interface LeadField {
  /** Column key in `contacts` (camelCase) and key in the payload. */
  name: string;
  /** Staff label: detail view and CSV header. */
  label: string;
  /** Label in the notification email when it differs from `label`. */
  emailLabel?: string;
  kind: LeadFieldKind;
  /** Longest accepted value (characters); a choice is bounded by its options. */
  max?: number;
  /** Never absent on a stored lead (a NOT NULL column). */
  required: boolean;
  /** The forms that collect it; the email and detail view show a field only for leads from these forms. */
  forms: readonly LeadSource[];
  /** Choice fields: the option list of each form, to show the label the visitor picked. */
  options?: Partial<Record<LeadSource, readonly Option[]>>;
  show: readonly LeadFieldPlace[];
}

const BOTH = ["contact", "application"] as const;
/** The fields every form collects, the chat's inline form included. */
const ALL_FORMS = ["contact", "application", "chat"] as const;
const EVERYWHERE = ["email", "csv", "detail"] as const;

export const leadFields = [
  {
    name: "firstName",
    label: "First name",
    kind: "text",
    max: FIELD_LIMITS.name,
    required: true,
    forms: ALL_FORMS,
    show: ["csv", "detail"],
  },
  {
    name: "lastName",
    label: "Last name",
    kind: "text",
    max: FIELD_LIMITS.name,
    required: true,
    forms: ALL_FORMS,
    show: ["csv", "detail"],
  },
  { name: "email", label: "Email", kind: "email", max: FIELD_LIMITS.email, required: true, forms: ALL_FORMS, show: EVERYWHERE },
  { name: "phone", label: "Phone", kind: "phone", max: FIELD_LIMITS.phone, required: false, forms: ALL_FORMS, show: EVERYWHERE },
  {
    name: "businessName",
    label: "Business name",
    emailLabel: "Business",
    kind: "text",
    max: FIELD_LIMITS.businessName,
    required: true,
    forms: ALL_FORMS,
    show: EVERYWHERE,
  },
  {
    name: "interestedIn",
    label: "Interested in",
    kind: "choice",
    required: true,
    forms: BOTH,
    options: { contact: contactInterestOptions, application: applicationInterestOptions },
    show: EVERYWHERE,
  },
  {
    name: "industry",
    label: "Industry",
    kind: "choice",
    required: true,
    forms: BOTH,
    options: { contact: contactIndustryOptions, application: applicationIndustryOptions },
    show: EVERYWHERE,
  },
  {
    name: "currentProcessor",
    label: "Current processor",
    kind: "choice",
    required: false,
    forms: ["application"],
    options: { application: currentProcessorOptions },
    show: EVERYWHERE,
  },
  {
    name: "monthlyVolume",
    label: "Monthly volume",
    kind: "text",
    max: FIELD_LIMITS.monthlyVolume,
    required: false,
    forms: ["application"],
    show: EVERYWHERE,
  },
] as const satisfies readonly LeadField[];

export type LeadFieldName = (typeof leadFields)[number]["name"];

/** The fields' values as stored: required ones are text, the others text or null. */
export type LeadFieldValues = {
  [F in (typeof leadFields)[number] as F["name"]]: F["required"] extends true ? string : string | null;
};

/** Shown for an optional field left empty. */
export const NOT_GIVEN = "Not given";

export const leadFieldNames: readonly LeadFieldName[] = leadFields.map((field) => field.name);

/** The fields shown in `place` for a lead from `source` (the CSV, one layout for every lead, passes no source). */
export function leadFieldsIn(place: LeadFieldPlace, source?: string): readonly LeadField[] {
  return leadFields.filter(
    (field: LeadField) => field.show.includes(place) && (source === undefined || field.forms.includes(source as LeadSource)),
  );
}

/** A field's value as staff read it: the option label for a choice, "Not given" when empty. */
export function leadFieldText(field: LeadField, value: string | null | undefined, source: string): string {
  if (!value) return NOT_GIVEN;
  if (field.kind !== "choice") return value;
  const options = field.options?.[source as LeadSource];
  return options?.find((option) => option.value === value)?.label ?? value;
}

/** The field values of a stored row, in list order, absent ones as null. */
export function leadFieldValues(row: Partial<Record<LeadFieldName, string | null | undefined>>): LeadFieldValues {
  return Object.fromEntries(leadFields.map((field) => [field.name, row[field.name] ?? null])) as LeadFieldValues;
}
