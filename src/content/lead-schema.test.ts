import { describe, expect, it } from "vitest";
import {
  applicationIndustryOptions,
  applicationInterestOptions,
  applicationSchema,
  contactIndustryOptions,
  contactInterestOptions,
  contactSchema,
  currentProcessorOptions,
  fieldErrorsOf,
  formatReference,
  leadMessages,
  leadSourceOf,
  newsletterSchema,
  normalizeReference,
  REFERENCE_ALPHABET,
  trackingSchema,
} from "./lead-schema";

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe("option lists (SPEC 3)", () => {
  it("are the SPEC's values in the SPEC's order", () => {
    expect(values(contactInterestOptions)).toEqual([
      "merchant-accounts",
      "payment-gateways",
      "pos-systems",
      "high-risk-processing",
      "scheduling-demo",
      "other",
    ]);
    expect(values(contactIndustryOptions)).toEqual([
      "ecommerce",
      "cbd",
      "restaurant",
      "high-risk",
      "liquor-stores",
      "convenience-store",
      "gas-stations",
      "peptides",
      "adult-ai",
      "coaching",
      "delta-8",
      "kratom",
      "law-firms",
      "firearms",
      "marketing",
      "semaglutide-tirzepatide",
      "home-service",
      "shopify",
      "software-integration",
      "other",
    ]);
    expect(values(applicationInterestOptions)).toEqual([
      "payment-processing",
      "pos-systems",
      "merchant-account",
      "credit-card-processing",
      "online-payments",
      "mobile-payments",
      "other",
    ]);
    expect(values(applicationIndustryOptions)).toEqual([
      "retail",
      "restaurant",
      "healthcare",
      "professional-services",
      "ecommerce",
      "automotive",
      "non-profit",
      "technology",
      "construction",
      "other",
    ]);
  });

  it("offer four named processors, Other, and None shown as 'None - New Business'", () => {
    expect(currentProcessorOptions).toHaveLength(6);
    expect(currentProcessorOptions.slice(4)).toEqual([
      { value: "other", label: "Other" },
      { value: "none", label: "None - New Business" },
    ]);
  });

  it("give every option a distinct, non-empty label", () => {
    for (const list of [
      contactInterestOptions,
      contactIndustryOptions,
      applicationInterestOptions,
      applicationIndustryOptions,
      currentProcessorOptions,
    ]) {
      const labels = list.map((option) => option.label);
      expect(new Set(labels).size).toBe(labels.length);
      expect(labels.every((label) => label.trim().length > 0)).toBe(true);
    }
  });
});

describe("messages (SPEC 5 and 8)", () => {
  it("are word for word", () => {
    expect(`${leadMessages.contact.missingTitle}: ${leadMessages.contact.missingDescription}`).toBe(
      "Required Fields Missing: Please fill in all required fields: First Name, Last Name, Email, and Business Name.",
    );
    expect(leadMessages.application).toMatchObject({
      firstName: "First name is required.",
      lastName: "Last name is required.",
      email: "Valid email is required.",
      businessName: "Business name is required.",
      interestedIn: "Please select what you're interested in.",
      industry: "Please select your industry.",
      fallback: "There was an error sending your message. Please try again.",
    });
    expect(leadMessages.contact.fallback).toBe("There was an error submitting your contact form. Please try again.");
    expect(leadMessages.newsletter.fallback).toBe("There was an error subscribing to the newsletter. Please try again.");
    expect(leadMessages.newsletter.successDescription).toBe(
      "Thank you for subscribing. You'll receive updates about payment processing news and exclusive offers.",
    );
  });
});

describe("schemas", () => {
  const contact = {
    firstName: "Ana",
    lastName: "Reyes",
    email: "ana@example.com",
    businessName: "Reyes Bakery",
    interestedIn: "pos-systems",
    industry: "restaurant",
  };

  it("trim required text and refuse blank text with the field's message", () => {
    const parsed = contactSchema.parse({ ...contact, firstName: "  Ana " });
    expect(parsed.firstName).toBe("Ana");
    const result = contactSchema.safeParse({ ...contact, lastName: " \t " });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({ lastName: ["Last name is required."] });
  });

  it("treat an empty choice as missing, with the SPEC's message", () => {
    const result = applicationSchema.safeParse({
      ...contact,
      interestedIn: "",
      industry: "",
      currentProcessor: "",
      monthlyVolume: "",
    });
    expect(fieldErrorsOf(result.error!)).toEqual({
      interestedIn: ["Please select what you're interested in."],
      industry: ["Please select your industry."],
    });
  });

  it("decide the lists by the payload's shape", () => {
    expect(leadSourceOf(contact)).toBe("contact");
    expect(leadSourceOf({ ...contact, monthlyVolume: "" })).toBe("application");
    expect(leadSourceOf({ ...contact, currentProcessor: null })).toBe("application");
  });

  it("lower-case newsletter addresses", () => {
    expect(newsletterSchema.parse({ email: " Me@Example.COM " }).email).toBe("me@example.com");
  });

  it("accept a reference typed with spaces, hyphens or lower case", () => {
    expect(normalizeReference(" 7k3m-q9xz ")).toBe("7K3MQ9XZ");
    expect(formatReference("7K3MQ9XZ")).toBe("7K3M-Q9XZ");
    expect(trackingSchema.parse({ reference: "7k3m q9xz", email: "a@b.co" }).reference).toBe("7K3MQ9XZ");
    expect(trackingSchema.safeParse({ reference: "7K3MQ9X0", email: "a@b.co" }).success).toBe(false);
  });

  it("use an alphabet without look-alike characters", () => {
    for (const ambiguous of ["0", "O", "1", "I", "L"]) expect(REFERENCE_ALPHABET).not.toContain(ambiguous);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
  });
});
