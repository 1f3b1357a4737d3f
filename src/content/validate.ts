import { z } from "zod";
import { adminCopy } from "./admin";
import { adminCopySchema } from "./admin.schema";
import { chatReplyTemplates, chatText } from "./chat";
import { faq } from "./faq";
import { highRiskPage } from "./high-risk";
import { highRiskPageSchema } from "./high-risk.schema";
import { home } from "./home";
import { homeSchema } from "./home.schema";
import { loadAll as loadAllIndustries } from "./industries";
import { industriesOverviewSchema, industrySchema } from "./industries/industry.schema";
import { industriesOverview } from "./industries/overview";
import { isvPage } from "./isv";
import { isvPageSchema } from "./isv.schema";
import { leadFields } from "./lead-fields";
import { applicationPage, contactPage, trackingPage } from "./lead-pages";
import { applicationPageSchema, contactPageSchema, trackingPageSchema } from "./lead-pages.schema";
import { pages } from "./pages";
import { partnerContent } from "./partner";
import { partnerContentSchema } from "./partner.schema";
import { posPage } from "./pos";
import { posPageSchema } from "./pos.schema";
import { faqSchema } from "./resources.schema";
import { validateContent } from "./schemas";
import { solutions, solutionsPage } from "./solutions";
import { solutionsPageSchema, solutionsSchema } from "./solutions.schema";

/** The lead field descriptor (src/content/lead-fields.ts): unique names, labels a person reads, sane limits. */
const leadFieldsSchema = z
  .array(
    z.object({
      name: z.string().regex(/^[a-z][A-Za-z]+$/),
      label: z.string().min(2).max(40),
      emailLabel: z.string().min(2).max(18).optional(),
      kind: z.enum(["text", "email", "phone", "choice"]),
      max: z.number().int().positive().optional(),
      required: z.boolean(),
      forms: z.array(z.enum(["contact", "application", "chat"])).min(1),
      show: z.array(z.enum(["email", "csv", "detail"])),
    }),
  )
  .refine((fields) => new Set(fields.map((field) => field.name)).size === fields.length, "field names must be unique");

const CHAT_SLOTS = new Set(["phone", "title", "fact", "method", "name", "types", "locality", "region", "rate"]);
["statement", "brand", "support", "links", "fields", "option"].forEach((slot) => CHAT_SLOTS.add(slot));

/** Problems in the chat's reply templates: a link to a page the site does not have, or a slot nobody fills. */
export function chatCopyProblems(templates: readonly string[] = chatReplyTemplates()): string[] {
  const problems: string[] = [];
  for (const template of templates) {
    for (const [, slot] of template.matchAll(/\{([^}]+)\}/g)) {
      if (slot!.startsWith("link:")) {
        const path = slot!.slice(5).split("|")[0]!.split("#")[0]!;
        if (!pages.has(path) && !/^\/industries\/[a-z0-9-]+$/.test(path)) problems.push(`chat: no page ${path} (${template})`);
      } else if (!CHAT_SLOTS.has(slot!)) {
        problems.push(`chat: unknown slot {${slot}} (${template})`);
      }
    }
  }
  return problems;
}

let checked: Promise<void> | undefined;

/**
 * Checks every piece of content against its schema once per process, and throws one error listing every problem.
 * Called by BaseLayout, so a build with bad content fails at its first page; content.test.ts runs it too.
 */
export function validateAllContent(): Promise<void> {
  checked ??= (async () => {
    const problems: string[] = [];
    const check = (name: string, schema: z.ZodTypeAny, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) {
        for (const issue of result.error.issues) problems.push(`${name}.${issue.path.join(".")}: ${issue.message}`);
      }
    };
    try {
      await validateContent();
    } catch (error) {
      problems.push(`site/navigation: ${error instanceof Error ? error.message : String(error)}`);
    }
    check("adminCopy", adminCopySchema, adminCopy);
    check("home", homeSchema, home);
    check("highRiskPage", highRiskPageSchema, highRiskPage);
    check("isvPage", isvPageSchema, isvPage);
    check("posPage", posPageSchema, posPage);
    check("solutions", solutionsSchema, solutions);
    check("solutionsPage", solutionsPageSchema, solutionsPage);
    check("partnerContent", partnerContentSchema, partnerContent);
    check("faq", faqSchema, faq);
    check("contactPage", contactPageSchema, contactPage);
    check("applicationPage", applicationPageSchema, applicationPage);
    check("trackingPage", trackingPageSchema, trackingPage);
    check("industriesOverview", industriesOverviewSchema, industriesOverview);
    for (const industry of loadAllIndustries()) check(`industry ${industry.slug}`, industrySchema, industry);
    check("leadFields", leadFieldsSchema, leadFields);
    check("chatText", z.record(z.string().min(5)), chatText);
    problems.push(...chatCopyProblems());
    if (problems.length > 0) throw new Error(`Content check failed:\n${problems.join("\n")}`);
  })().catch((error: unknown) => {
    checked = undefined;
    throw error;
  });
  return checked;
}
