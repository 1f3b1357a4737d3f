import { describe, expect, it } from "vitest";
import { faq } from "./faq";
import { resourcesContent } from "./resources";
import { faqSchema } from "./resources.schema";
import { site } from "./site";
import { faqPageJsonLd } from "@/lib/structured-data";

describe("FAQ", () => {
  it("has the SPEC's 8 entries and passes its schema", () => {
    expect(() => faqSchema.parse(faq)).not.toThrow();
    expect(faq).toHaveLength(8);
    expect(new Set(faq.map((item) => item.id)).size).toBe(8);
  });

  it("states every figure exactly as site.ts does", () => {
    const known = JSON.stringify(site);
    for (const item of faq) {
      for (const figure of item.answer.match(/\$?\d[\d,.]*(?:%|\+)?(?:-\d+)?/g) ?? []) {
        expect(known, `"${figure}" in "${item.question}"`).toContain(figure.replace(/[.,]$/, ""));
      }
    }
    const answers = faq.map((item) => item.answer).join(" ");
    for (const claim of [
      "approvalTime",
      "merchantAccountApproval",
      "highRiskApproval",
      "feeReduction",
      "setupFees",
      "pciCompliance",
      "support",
    ] as const) {
      expect(answers).toContain(site.claims[claim].statement);
    }
  });

  it("keeps proper names capitalised in the payment-methods answer", () => {
    const answer = faq.find((item) => item.id === "payment-methods")!.answer;
    expect(answer).toContain(
      "major credit and debit cards; ACH bank transfers; Apple Pay and Google Pay; buy now, pay later; and cryptocurrency",
    );
  });

  it("feeds FAQPage JSON-LD with the same questions and answers", () => {
    const data = faqPageJsonLd(faq, "https://www.example.com/resources") as {
      "@type": string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((question) => [question.name, question.acceptedAnswer.text])).toEqual(
      faq.map((item) => [item.question, item.answer]),
    );
  });
});

describe("resources copy", () => {
  it("titles the page as the SPEC does and links to the blog and the article exits", () => {
    expect(resourcesContent.hero.title).toBe("Resources & Insights");
    expect(resourcesContent.latest.allLink.href).toBe("/blog");
    expect(resourcesContent.article.backLink.href).toBe("/resources");
    expect(resourcesContent.article.closing.contact).toEqual({ label: "Contact Us", href: "/contact" });
    expect(resourcesContent.article.closing.apply).toEqual({ label: "Apply Now", href: "/application" });
  });
});
