import { z } from "zod";
import { optional, parseContentFile, withTokens } from "./content-files";
import policyFile from "./data/privacy-policy.json" with { type: "json" };

/** The privacy policy as data: effective date, eight numbered sections, and the closing contact block. */
const sectionSchema = z.object({
  number: z.number().int().min(1).max(8),
  title: z.string().min(3),
  paragraphs: z.array(z.string().min(20)).min(1),
  bullets: optional(z.array(z.string().min(5))),
  closing: optional(z.string()),
});

export const privacyPolicySchema = z.object({
  effectiveDate: z.literal("September 22, 2025"),
  effectiveDateIso: z.literal("2025-09-22"),
  intro: z.array(z.string().min(20)).min(1),
  sections: z.array(sectionSchema).length(8),
  contactHeading: z.string(),
  contactText: z.string(),
});

export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;

export const PRIVACY_POLICY_FILE = "src/content/data/privacy-policy.json";

/**
 * The policy's text: src/content/data/privacy-policy.json (the Privacy policy singleton in Keystatic), with
 * `{chatQuestionRetentionDays}` filled in from the constant the deletion job uses (src/lib/chat-insights.ts).
 */
export const privacyPolicy: PrivacyPolicy = parseContentFile(withTokens(privacyPolicySchema), policyFile, PRIVACY_POLICY_FILE);
