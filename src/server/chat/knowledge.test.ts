import { readPostFiles } from "@/content/blog-files";
import { describe, expect, it } from "vitest";
import { DETAIL_QUESTIONS } from "./detail-questions";
import { loadAll as loadAllIndustries } from "@/content/industries";
import { mainNav } from "@/content/navigation";
import { pages } from "@/content/pages";
import { site } from "@/content/site";
import {
  claimDocuments,
  claimPages,
  faqDocuments,
  pageLabel,
  pageSectionDocuments,
  paymentMethodsSentence,
  posDocuments,
  postSectionDocuments,
  referralDocuments,
  referralTierSentence,
  siteKnowledge,
} from "./knowledge";
import { ChatEngine } from "./engine";
import { KnowledgeIndex, stem } from "./search";
import { splitSentences } from "./topics/context";

describe("knowledge adapters", () => {
  it("turn every claim into a document quoting its statement word for word", () => {
    const documents = claimDocuments();
    expect(documents).toHaveLength(Object.keys(site.claims).length);
    for (const document of documents) {
      const key = document.id.replace("claim:", "") as keyof typeof site.claims;
      expect(document.facts).toEqual([site.claims[key].statement]);
      expect(document.url).toBe(claimPages[key]);
    }
  });

  it("link only pages the site has in its route table or navigation", () => {
    const known = new Set([
      "/",
      "/resources#faq",
      "/partner/about",
      "/pos-systems",
      "/isv",
      "/high-risk",
      "/contact",
      "/application",
      "/partner/schedule-consult",
      "/partner/referral-program",
      ...mainNav.flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)]),
      ...[...pages.values()].filter((page) => !page.noIndex).map((page) => page.path),
      ...loadAllIndustries().map((industry) => `/industries/${industry.slug}`),
      ...readPostFiles().map((post) => post.url),
    ]);
    // (The chat's own copy about reading a statement has no page, and is never linked: chatDocuments.)
    for (const document of siteKnowledge().filter((item) => item.source !== "chat")) {
      // Fragments must name an element the page has: privacy sections and the solution cards carry ids.
      const path = /^\/(privacy-policy|solutions)#/.test(document.url) ? document.url.split("#")[0]! : document.url;
      if (path !== "/privacy-policy") expect(known, document.id).toContain(path);
    }
  });

  it("lists the accepted payment methods from site.ts", () => {
    expect(paymentMethodsSentence()).toBe(
      "We accept major credit and debit cards; ACH bank transfers; Apple Pay and Google Pay; buy now, pay later; and cryptocurrency.",
    );
  });

  it("read the home page's steps and calculator, and what the lead pages say (session 5)", () => {
    const ids = new Set(siteKnowledge().map((document) => document.id));
    for (const id of [
      "section:/:initial-consultation",
      "section:/:how-this-estimate-works",
      "section:/application-tracking:quote-in-preparation",
    ])
      expect(ids).toContain(id);
  });

  it("have a document for every fact the detail classifier's questions are written for", () => {
    const ids = new Set(siteKnowledge().map((document) => document.id));
    expect(Object.keys(DETAIL_QUESTIONS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("give every document a unique id, a title, a page and text (the chat's own copy: no page)", () => {
    const documents = siteKnowledge();
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
    for (const document of documents) {
      expect(document.title.length).toBeGreaterThan(1);
      if (document.source === "chat") expect(document.url).toBe("");
      else expect(document.url).toMatch(/^\//);
      expect(document.text.length).toBeGreaterThan(10);
    }
    expect(documents.filter((document) => document.source === "chat").map((document) => document.id)).toEqual([
      "chat:statement-files",
      "chat:statement-figures",
    ]);
  });

  it("state referral tiers as the content gives them", () => {
    expect(
      referralTierSentence({
        name: "Silver",
        perReferralUsd: 350,
        monthlyReferrals: { min: 6, max: 15 },
        residualPercent: 0.035,
      }),
    ).toBe("Silver: $350 per referral at 6-15 referrals a month, plus a 0.035% residual.");
    const documents = referralDocuments(
      [{ name: "Platinum", perReferralUsd: 750, monthlyReferrals: { min: 31, max: null }, residualPercent: 0.075 }],
      { minimumReferrals: "No minimum number of referrals." },
    );
    expect(documents.map((document) => document.id)).toEqual(["referral:tier:platinum", "referral:terms"]);
    expect(documents[0]!.text).toContain("31+ referrals a month");
    expect(documents[1]!.facts).toEqual(["No minimum number of referrals."]);
  });

  it("take FAQ entries and POS content as parameters", () => {
    const [faq] = faqDocuments([{ id: "fees", question: "Any setup fees?", answer: site.claims.setupFees.statement }]);
    expect(faq).toMatchObject({ id: "faq:fees", url: "/resources#faq", facts: [site.claims.setupFees.statement] });
    const pos = posDocuments({
      types: [
        { title: "Mobile POS", description: "Take payments anywhere.", features: ["Portable card readers", "GPS tracking"] },
      ],
      partners: [{ name: "Klarna" }, { name: "Xero" }],
    });
    expect(pos.map((document) => document.id)).toEqual(["pos:type:mobile-pos", "pos:partners"]);
  });

  it("name links by the header's labels", () => {
    expect(pageLabel("/high-risk")).toBe("High-Risk Processing");
    expect(pageLabel("/resources#faq")).toBe("FAQ");
    expect(pageLabel("/industries/restaurants")).toBe("Restaurant Payment Processing");
    expect(pageLabel("/privacy-policy#section-4")).toBe("Privacy Policy");
  });
});

describe("search index", () => {
  const index = new KnowledgeIndex(siteKnowledge());

  it("is built once from every document", () => {
    expect(index.size).toBe(siteKnowledge().length);
  });

  it("finds documents by meaning-bearing words, with plurals and typos", () => {
    expect(index.search("uptime reliability")[0]?.document.id).toBe("claim:uptime");
    expect(
      index
        .search("PCI level complaince")
        .map((hit) => hit.document.id)
        .slice(0, 2),
    ).toContain("claim:pciCompliance");
    expect(index.search("cookies")[0]?.document.source).toBe("privacy");
  });

  it("ignores questions made only of common words", () => {
    const hits = index.search("what do you do for my business");
    expect(hits.every((hit) => hit.meaningfulTerms.length === 0)).toBe(true);
  });

  it("stems plurals and common suffixes", () => {
    expect(stem("rates")).toBe("rate");
    expect(stem("businesses")).toBe("business");
    expect(stem("industries")).toBe("industry");
    expect(stem("processing")).toBe("process");
  });
});

describe("lists under a heading (session 6)", () => {
  it("make one document naming every item, in order", () => {
    const documents = pageSectionDocuments("/x", {
      values: {
        heading: "Our values",
        items: [
          { title: "One", description: "a" },
          { title: "Two, too", description: "b" },
          { title: "Three", description: "c" },
        ],
      },
    });
    const list = documents.find((document) => document.id.startsWith("list:"));
    expect(list?.title).toBe("Our values");
    expect(list?.facts?.[0]).toBe("One; Two, too; and Three.");
  });
});

describe("a section's notes (session 7)", () => {
  const documents = pageSectionDocuments(
    "/x",
    {
      hero: { title: "Track It", lead: "Enter your reference." },
      partners: {
        heading: "Partners",
        intro: "Tools you already use.",
        customText: "Need a connection to in-house software? Our engineers build it with you.",
      },
      field: { label: "Average Ticket", hint: "What a typical customer spends on one sale." },
      help: "Lost your reference? Call us and we will look up your application for you.",
    },
    { leads: true },
  );

  it("are sentences of the section that states them", () => {
    const partners = documents.find((document) => document.title === "Partners");
    expect(partners?.facts).toEqual([
      "Tools you already use.",
      "Need a connection to in-house software? Our engineers build it with you.",
    ]);
  });

  it("outside any section are named with the page's title", () => {
    const notes = documents.find((document) => document.facts?.[0]?.startsWith("Lost your reference"));
    expect(notes?.title).toBe("Track It");
  });

  it("are not a field's hint under a label with no body of its own", () => {
    expect(documents.some((document) => document.text.includes("typical customer"))).toBe(false);
  });
});

describe("sentences of the copy", () => {
  it("keep a question with the answer it leads into", () => {
    expect(splitSentences("Lost your reference? Call us. We answer 24/7.")).toEqual([
      "Lost your reference? Call us.",
      "We answer 24/7.",
    ]);
  });
});

describe("the privacy policy's effective date (session 7)", () => {
  it("keeps visitors' words for it as keywords, never as a sentence a reply could quote", () => {
    const dated = siteKnowledge().find((document) => document.id === "privacy:effective-date");
    expect(dated?.text).toBe(dated?.facts?.[0]);
    expect(dated?.keywords).toContain("last updated");
  });
});

describe("session 9: the blog posts' own words", () => {
  it("indexes each post paragraph by paragraph, a sentence at a time, without the questions it asks or embedded values", () => {
    const [post] = readPostFiles().filter((candidate) => candidate.slug === "stripe-square-paypal-high-risk");
    const sections = postSectionDocuments([post!]);
    const match = sections.find((section) => section.title === "Sudden termination and the MATCH list");
    expect(match?.facts).toContain(
      "A MATCH listing generally stays in place for five years, and most mainstream acquirers will not open an account for a business on it.",
    );
    const facts = sections.flatMap((section) => section.facts ?? []);
    expect(facts.some((fact) => fact.endsWith("?"))).toBe(false);
    expect(facts.some((fact) => /EMBEDDED|\s[.,]/.test(fact))).toBe(false);
  });

  it("answers from a post's sentence and names the post in the links", () => {
    const reply = new ChatEngine().reply({ message: "how long does somebody stay on the MATCH list" });
    expect(reply.message).toContain("five years");
    expect(reply.message).toContain(
      "[Why Stripe, Square and PayPal Struggle With High-Risk Businesses](/blog/stripe-square-paypal-high-risk)",
    );
  });
});
