import type { KnowledgeDocument } from "./knowledge";
import { normalize } from "./intents";

/**
 * Entity recognition (issue 12): every industry, solution, POS type, payment method and integration partner the
 * site publishes, each with the synonyms, abbreviations and common misspellings visitors type. An entity points at
 * the knowledge document that answers for it; entities whose document is absent (content not loaded) are skipped.
 * The most specific entity wins: "telehealth semaglutide clinic" is the semaglutide industry, not high-risk in
 * general, because specific entities carry a higher weight than the general ones.
 */
export type EntityKind = "industry" | "solution" | "posType" | "paymentMethod" | "partner";

export interface EntityDefinition {
  kind: EntityKind;
  /** The knowledge document id that answers for the entity. */
  document: string;
  /** Lower-case phrases, matched on word boundaries (after spelling correction). */
  names: string[];
  /** Higher is more specific: a named niche (semaglutide) beats a broad one (e-commerce). */
  weight?: number;
}

export interface EntityMatch {
  definition: EntityDefinition;
  document: KnowledgeDocument;
  name: string;
}

export const ENTITIES: EntityDefinition[] = [
  // Industries (src/content/industries)
  {
    kind: "industry",
    document: "industry:semaglutide-tirzepatide",
    names: [
      "semaglutide",
      "tirzepatide",
      "glp-1",
      "glp1",
      "glp 1",
      "ozempic",
      "wegovy",
      "mounjaro",
      "zepbound",
      "weight loss",
      "weight-loss",
      "medical weight",
      "telehealth",
      "telemedicine",
    ],
    weight: 3,
  },
  {
    kind: "industry",
    document: "industry:peptides",
    names: [
      "peptide",
      "peptides",
      "research peptides",
      "research chemicals",
      "research compounds",
      // Peptides sold by name.
      "bpc",
      "bpc-157",
      "bpc 157",
      "tb-500",
      "tb500",
      "tb 500",
      "ipamorelin",
      "cjc-1295",
    ],
    weight: 3,
  },
  { kind: "industry", document: "industry:delta-8", names: ["delta 8", "delta-8", "delta8", "d8", "thc", "hemp"], weight: 3 },
  { kind: "industry", document: "industry:kratom", names: ["kratom", "kava"], weight: 3 },
  {
    kind: "industry",
    document: "industry:firearms",
    names: [
      "firearm",
      "firearms",
      "gun",
      "guns",
      "gun store",
      "gun shop",
      "handgun",
      "handguns",
      "pistol",
      "pistols",
      "rifle",
      "rifles",
      "shotgun",
      "shotguns",
      "ffl",
      "ammo",
      "ammunition",
      "shooting range",
      "gun range",
    ],
    weight: 3,
  },
  {
    kind: "industry",
    document: "industry:adult-ai",
    names: [
      "adult ai",
      "ai companion",
      "ai companions",
      "companion app",
      "ai girlfriend",
      "ai boyfriend",
      "ai girlfriend app",
      "adult content",
      "adult platform",
      "adult chatbot",
      "nsfw",
      "adult",
    ],
    weight: 3,
  },
  {
    kind: "industry",
    document: "industry:coaching",
    names: [
      "coach",
      "coaches",
      "coaching",
      "online course",
      "online courses",
      "courses",
      "course creator",
      "course creators",
      "mastermind",
    ],
    weight: 2,
  },
  {
    kind: "industry",
    document: "industry:shopify",
    names: ["shopify store", "shopify payments", "shopify shop", "my shopify"],
    weight: 2,
  },
  {
    kind: "industry",
    document: "industry:ecommerce-stores",
    names: ["ecommerce", "e-commerce", "online store", "online shop", "web store", "webshop", "sell online", "selling online"],
    weight: 1,
  },
  {
    kind: "industry",
    document: "industry:restaurants",
    names: [
      "restaurant",
      "restaurants",
      "cafe",
      "diner",
      "pizzeria",
      "pizza",
      "pizza place",
      "pizza shop",
      "taqueria",
      "taco shop",
      "burger joint",
      "deli",
      "sandwich shop",
      "food truck",
      "bistro",
      "eatery",
      "coffee shop",
      "catering",
      "caterer",
      "takeout",
      "quick service",
      "qsr",
      "fast food",
    ],
    weight: 2,
  },
  {
    kind: "industry",
    document: "industry:bars",
    names: [
      "bar",
      "bars",
      "pub",
      "brewpub",
      "gastropub",
      "tavern",
      "nightclub",
      "brewery",
      "microbrewery",
      "taproom",
      "tap room",
      "beer garden",
      "wine bar",
      "cocktail bar",
      "bar and grill",
      "lounge",
      "bartender",
      "bartenders",
      "bar tab",
      "bar tabs",
    ],
    weight: 2,
  },
  {
    kind: "industry",
    document: "industry:liquor-stores",
    names: ["liquor", "liquor store", "liquor stores", "wine shop", "wine store", "package store", "bottle shop"],
    weight: 2,
  },
  {
    kind: "industry",
    document: "industry:convenience-stores",
    names: [
      "convenience store",
      "convenience stores",
      "corner store",
      "corner shop",
      "bodega",
      "mini mart",
      "minimart",
      "c-store",
      "c-stores",
      "quick mart",
      "party store",
    ],
    weight: 2,
  },
  {
    kind: "industry",
    document: "industry:gas-stations",
    names: [
      "gas station",
      "gas stations",
      "fuel station",
      "petrol station",
      "truck stop",
      "fuel pumps",
      "pumps",
      "pump",
      "diesel",
      "filling station",
      "service station",
      "forecourt",
      "fuel dispensers",
      "fuel sales",
    ],
    weight: 2,
  },
  {
    kind: "industry",
    document: "industry:law-firms",
    names: [
      "law firm",
      "law firms",
      "lawyer",
      "lawyers",
      "attorney",
      "attorneys",
      "legal practice",
      "law office",
      "law offices",
      "law practice",
      "legal office",
      "iolta",
      "trust account",
      "trust accounts",
      "retainer trust",
    ],
    weight: 2,
  },
  {
    kind: "industry",
    document: "industry:marketing",
    names: [
      "marketing agency",
      "marketing agencies",
      "ad agency",
      "advertising agency",
      "digital agency",
      "marketing firm",
      "seo agency",
      "ppc agency",
      "creative agency",
      "branding agency",
      "social media agency",
      "web design agency",
      "digital marketing",
      "advertising agencies",
    ],
    weight: 2,
  },
  {
    kind: "industry",
    document: "industry:home-service-business",
    names: [
      "home service",
      "home services",
      "hvac",
      "plumber",
      "plumbers",
      "plumbing",
      "electrician",
      "electrical contractor",
      "cleaning company",
      "cleaning business",
      "landscaping",
      "landscaper",
      "roofing",
      "roofer",
      "handyman",
      "pest control",
      "contractor",
      "contractors",
    ],
    weight: 2,
  },
  // Solutions (src/content/solutions.ts)
  {
    kind: "solution",
    document: "solution:business-funding",
    names: [
      "business funding",
      "funding",
      "loan",
      "loans",
      "cash advance",
      "merchant cash advance",
      "mca",
      "working capital",
      "financing",
      // (Capital as money only: "the capital of France" is not a funding question.)
      "need capital",
      "get capital",
      "raise capital",
      "some capital",
      "capital for",
      "capital to",
      // The verbs of borrowing: "do you lend?", "can i borrow for a build-out".
      "lend",
      "lending",
      "lender",
      "borrow",
      "borrowing",
      "finance",
      "cash for inventory",
      "money for inventory",
      "inventory financing",
      "need cash",
      "need money",
      "short on cash",
      "cash flow",
      "borrow",
      "borrow money",
      "line of credit",
      "advance",
      "equipment financing",
    ],
    weight: 2,
  },
  {
    kind: "solution",
    document: "solution:ach-solutions",
    names: [
      // Its listed feature "Payment links you can add to any invoice".
      "payment link",
      "payment links",
      "pay link",
      "pay links",
      "invoice link",
      "invoice links",
      "ach",
      "ach payments",
      "ach processing",
      "bank transfer",
      "bank transfers",
      // Pulling money from a customer's bank account, however it is called.
      "auto-draft",
      "autodraft",
      "auto draft",
      "bank draft",
      "bank drafts",
      "direct debit",
      "checking accounts",
      "from their checking",
      "from their bank account",
      "from their bank accounts",
      "from bank accounts",
      "from tenants bank accounts",
      "from customers bank accounts",
      "pull rent",
      "pull payments",
      "pull money",
      "pull funds",
      "debit their",
      "debit it",
      "debit them",
      "echeck",
      "e-check",
      "e-checks",
      "echecks",
      "electronic check",
      "direct debit",
      "recurring debits",
      "bank debits",
      "bank debit",
      "debiting",
      "bank account verification",
      "verify bank accounts",
      "verify bank account",
      "ach debits",
    ],
    weight: 2,
  },
  { kind: "solution", document: "solution:underwriting", names: ["underwriting", "underwriter", "underwriters"], weight: 2 },
  {
    kind: "solution",
    document: "solution:online-payment-gateways",
    names: [
      "payment gateway",
      "gateway",
      "gateways",
      "online payments",
      "website payments",
      "payments on my website",
      "invoices online",
      "invoicing",
      "online invoices",
      "send invoices",
      "subscriptions",
      "recurring billing",
      "recurring payments",
      "recurring charges",
      "autopay",
      "automatic billing",
      "save cards",
      "saved cards",
      "store cards",
      "card on file",
      "cards on file",
      "repeat buyers",
      "repeat customers",
      "tokenized cards",
      "hosted checkout",
      "checkout page",
      "online checkout",
      "website checkout",
      "rest api",
      "shopping cart",
      "charge customers monthly",
      "charge clients monthly",
      "charge members monthly",
      "bill customers monthly",
      "bill clients monthly",
      "bill members monthly",
      "monthly billing",
      "charge monthly",
      "bill monthly",
      "cart plugin",
      "plugin",
      "plugins",
      "plug-in",
      "plug-ins",
      "checkout plugin",
      "checkout plugins",
      "ecommerce plugin",
      "e-commerce plugin",
    ],
    weight: 1,
  },
  {
    kind: "solution",
    document: "solution:high-risk-merchant-accounts",
    names: [
      "backup processing",
      "backup account",
      "backup merchant account",
      "second merchant account",
      "standby account",
      "redundant processing",
      "billing descriptor",
      "billing descriptors",
      "discreet descriptor",
      "discreet billing",
      "chargeback alerts",
    ],
    weight: 2,
  },
  {
    kind: "solution",
    document: "solution:merchant-accounts",
    names: ["merchant account", "merchant accounts"],
    weight: 1,
  },
  {
    kind: "solution",
    document: "solution:merchant-accounts",
    names: [
      // Its listed feature "A named account manager who knows your business".
      "account manager",
      "account rep",
      "dedicated rep",
      "point of contact",
      "interchange plus",
      "interchange-plus",
      "interchangeable plus",
      "interchange+",
      "ic plus",
      "ic+",
      "flat rate",
      "flat-rate",
      "pricing model",
      "itemized statements",
      // An account of one's own rather than a shared (aggregated) one.
      "own mid",
      "dedicated mid",
      "merchant id",
      "merchant ids",
      "aggregator",
      "aggregated account",
      "payment facilitator",
      "payfac",
    ],
    weight: 2,
  },
  // POS types (src/content/pos.ts)
  {
    kind: "posType",
    document: "pos:type:countertop-terminals",
    names: ["countertop", "counter top", "countertop terminal", "terminal", "terminals", "credit card machine", "card machine"],
    weight: 1,
  },
  { kind: "posType", document: "pos:type:tablet-pos", names: ["tablet", "ipad", "tablet pos", "ipad pos"], weight: 1 },
  {
    kind: "posType",
    document: "pos:type:mobile-pos",
    names: [
      "mobile pos",
      "mobile card reader",
      "card reader",
      "phone reader",
      "reader for my phone",
      "mobile reader",
      "on the go",
      "in the field",
      "portable",
      "handheld",
      "hand held",
      "farmers market",
      "farmers markets",
      "craft fair",
      "craft fairs",
      "pop-up",
      "pop up shop",
      "trade show",
      "flea market",
      // "what features does the mobile one have" after the POS types were listed.
      "mobile one",
      "mobile option",
      "mobile version",
      "mobile kind",
      "mobile type",
    ],
    weight: 1,
  },
  {
    // Taking cards with one's own phone is the mobile POS, ahead of the list of payment methods.
    kind: "posType",
    document: "pos:type:mobile-pos",
    names: ["on my phone", "with my phone", "use my phone", "my phone as a terminal", "phone as a card reader"],
    weight: 2,
  },
  // Payment methods (the published list)
  {
    kind: "paymentMethod",
    document: "site:payment-methods",
    names: [
      "apple pay",
      "google pay",
      "bnpl",
      "buy now pay later",
      "buy now, pay later",
      "crypto",
      "cryptocurrency",
      "bitcoin",
      "amex",
      "american express",
      "visa",
      "mastercard",
      "discover",
      "debit cards",
      "credit cards",
    ],
    weight: 0,
  },
];

/** Partner names (src/content/pos.ts) are read from the partners document itself. */
function partnerNames(document: KnowledgeDocument | undefined): string[] {
  const list = document?.facts?.[0] ?? document?.text ?? "";
  // "Integration partners: A, B" or "Our integration partners include A, B": the names after the lead-in.
  const after = list.replace(/^[^:]*:|^.*?\binclude\s+/i, "");
  return after
    .split(/,|\band\b/)
    .map((name) => name.replace(/[.]/g, "").trim().toLowerCase())
    .filter((name) => name.length > 2);
}

/**
 * Whether a message names this POS type itself. "A terminal" or "a card machine" alone is any of them, so only
 * "countertop" names the countertop type.
 */
export function namesPosType(documentId: string, message: string): boolean {
  return documentId !== "pos:type:countertop-terminals" || /\bcounter ?top\b/.test(message);
}

export class EntityRecognizer {
  private readonly compiled: { definition: EntityDefinition; document: KnowledgeDocument; patterns: [string, RegExp][] }[] = [];

  constructor(documents: (id: string) => KnowledgeDocument | undefined) {
    const partners = documents("pos:partners");
    const definitions: EntityDefinition[] = [
      ...ENTITIES,
      ...(partners ? [{ kind: "partner" as const, document: "pos:partners", names: partnerNames(partners), weight: 0 }] : []),
    ];
    for (const definition of definitions) {
      const document = documents(definition.document);
      if (!document) continue;
      const patterns = definition.names.map(
        // A plural or possessive of the name counts too ("landscapers", "plumber's").
        (name) => [name, new RegExp(`(^|[^a-z0-9])${escape(name)}(s|es|'s)?($|[^a-z0-9])`)] as [string, RegExp],
      );
      this.compiled.push({ definition, document, patterns });
    }
  }

  /** Every entity the text names, most specific (highest weight, longest name) first. */
  recognize(message: string): EntityMatch[] {
    const text = normalize(message);
    const matches: EntityMatch[] = [];
    for (const { definition, document, patterns } of this.compiled) {
      const hit = patterns.filter(([, pattern]) => pattern.test(text)).sort((a, b) => b[0].length - a[0].length)[0];
      if (hit) matches.push({ definition, document, name: hit[0] });
    }
    return matches.sort((a, b) => (b.definition.weight ?? 0) - (a.definition.weight ?? 0) || b.name.length - a.name.length);
  }

  /** The vocabulary of every entity name (for spelling correction). */
  words(): string[] {
    return this.compiled.flatMap(({ patterns }) => patterns.flatMap(([name]) => name.split(/[^a-z0-9-]+/)));
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
