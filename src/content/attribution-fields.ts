import { TOUCH_COLUMN_SUFFIX, TOUCH_KEYS, type TouchKey } from "@/lib/attribution";

/**
 * The attribution columns of a lead (issue 13), described once like the lead fields (src/content/lead-fields.ts):
 * the staff detail view and the CSV export follow this list. Every lead carries them whatever its form.
 */
export const TOUCH_LABELS: Record<TouchKey, string> = {
  utm_source: "Source (utm_source)",
  utm_medium: "Medium (utm_medium)",
  utm_campaign: "Campaign (utm_campaign)",
  utm_term: "Term (utm_term)",
  utm_content: "Content (utm_content)",
  gclid: "Google click id (gclid)",
  gbraid: "Google app click id (gbraid)",
  wbraid: "Google web click id (wbraid)",
  fbclid: "Meta click id (fbclid)",
  msclkid: "Microsoft click id (msclkid)",
  referrer: "Referring site",
  landing_path: "Landing page",
  at: "Time",
};

export const TOUCH_TITLES = { first: "First touch", last: "Last touch" } as const;

export interface AttributionField {
  /** Column key in `contacts` and `newsletters` (camelCase). */
  name: string;
  touch: "first" | "last";
  key: TouchKey;
  /** CSV header. */
  label: string;
}

export const attributionFields: readonly AttributionField[] = (["first", "last"] as const).flatMap((touch) =>
  TOUCH_KEYS.map((key) => ({
    name: `${touch}${TOUCH_COLUMN_SUFFIX[key]}`,
    touch,
    key,
    label: `${TOUCH_TITLES[touch]}: ${TOUCH_LABELS[key]}`,
  })),
);

export const attributionFieldNames: readonly string[] = attributionFields.map((field) => field.name);
