import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseContentFile, withTokens } from "./content-files";
import claims from "./data/claims.json" with { type: "json" };
import faqFile from "./data/faq.json" with { type: "json" };
import { faq, faqFileSchema, FAQ_FILE } from "./faq";
import { homeSchema } from "./home.schema";
import { industryFileSchema, load } from "./industries";
import { privacyPolicy } from "./privacy-policy";
import { claimsSchema } from "./schemas";
import { site } from "./site";
import { fillTokens } from "./tokens";
import { CHAT_QUESTION_RETENTION_DAYS } from "@/lib/chat-insights";
import testimonials from "./data/testimonials.json" with { type: "json" };

/** Issue 36, point 2: the data files people edit in Keystatic keep today's rules, and a bad edit names itself. */
describe("content data files", () => {
  it("each pass their schema: claims, FAQ, testimonials, every industry page", () => {
    expect(claimsSchema.safeParse(claims).success).toBe(true);
    expect(faqFileSchema.safeParse(faqFile).success).toBe(true);
    expect(homeSchema.shape.testimonials.safeParse(testimonials).success).toBe(true);
    const dir = path.join(import.meta.dirname, "industries");
    const files = readdirSync(dir).filter((file) => file.endsWith(".json"));
    expect(files).toHaveLength(17);
    for (const file of files) {
      const result = industryFileSchema.safeParse(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
      expect(result.success, file).toBe(true);
    }
  });

  it("name a claim once: the FAQ, the industry pages and the privacy policy fill in its tokens", () => {
    expect(faq[0]!.answer.startsWith(site.claims.approvalTime.statement)).toBe(true);
    expect(JSON.stringify(faqFile)).not.toContain(site.claims.approvalTime.statement);
    expect(load("restaurants")!.understanding.paragraphs[1]).toContain(`${site.claims.uptime.value} uptime`);
    expect(JSON.stringify(privacyPolicy)).toContain(`for ${CHAT_QUESTION_RETENTION_DAYS} days`);
    expect(fillTokens("{claims.contractTerms.value|lower} terms", () => {})).toBe("month-to-month terms");
  });

  it("a bad edit fails naming the file and the field", () => {
    const broken = structuredClone(faqFile);
    broken.questions[2]!.question = "No question mark";
    expect(() => parseContentFile(faqFileSchema, broken, FAQ_FILE)).toThrow(
      'src/content/data/faq.json: questions.2.question: Invalid input: must end with "?"',
    );
    const badClaim = { ...claims, uptime: { ...claims.uptime, statement: "" } };
    expect(() => parseContentFile(claimsSchema, badClaim, "src/content/data/claims.json")).toThrow(
      /src\/content\/data\/claims\.json: uptime\.statement: String must contain at least 1/,
    );
    const unknownToken = {
      questions: [{ ...faqFile.questions[0]!, answer: `{claims.approvalTme.statement} ${"x".repeat(60)}` }],
    };
    expect(() => parseContentFile(withTokens(faqFileSchema.innerType()), unknownToken, FAQ_FILE)).toThrow(
      /questions\.0\.answer: \{claims\.approvalTme\.statement\} names no claim or site value/,
    );
  });
});
