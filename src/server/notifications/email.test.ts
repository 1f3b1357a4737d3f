import { describe, expect, it } from "vitest";
import { leadEmail, oneLine } from "./email";
import type { LeadPayload } from "./payload";

const lead: LeadPayload = {
  id: "6f1c1f5e-8a2e-4d3b-9c47-2f0d8f6a1b23",
  reference: "K7QM4TZP",
  kind: "application",
  status: "pending",
  firstName: "Rosa",
  lastName: "Delgado",
  email: "rosa@delgadotire.example",
  phone: null,
  businessName: "Delgado Tire & Brake",
  interestedIn: "credit-card-processing",
  industry: "automotive",
  currentProcessor: "square",
  monthlyVolume: "$60,000",
  submittedAt: "2026-11-20T15:04:00.000Z",
};
const settings = { siteUrl: "https://www.harborline.example" };

describe("lead notification email", () => {
  it("lists every field the descriptor shows, with option labels and Not given", () => {
    const { subject, text } = leadEmail(lead, settings);
    expect(subject).toBe("New application: Delgado Tire & Brake (Rosa Delgado) [K7QM4TZP]");
    expect(text).toContain("Name:               Rosa Delgado\n");
    expect(text).toContain("Business:           Delgado Tire & Brake\n");
    expect(text).toContain("Phone:              Not given\n");
    expect(text).toContain("Interested in:      Credit Card Processing\n");
    expect(text).toContain("Current processor:  Square\n");
    expect(text).toContain("Monthly volume:     $60,000\n");
    expect(text).toContain("https://www.harborline.example/admin/leads/6f1c1f5e-8a2e-4d3b-9c47-2f0d8f6a1b23");
  });

  it("leaves the application-only fields out of a contact message", () => {
    const { subject, text } = leadEmail({ ...lead, kind: "contact", industry: "ecommerce", currentProcessor: null }, settings);
    expect(subject).toMatch(/^New contact message: /);
    expect(text).toContain("Industry:           E-commerce\n");
    expect(text).not.toContain("Current processor");
    expect(text).not.toContain("Monthly volume");
  });

  it("passes every value through the one-line guard: no control character adds a line or reaches the subject", () => {
    const hostile = {
      ...lead,
      firstName: "Rosa\r\nBcc: victim@example.com",
      lastName: "Del\u0007gado\u001b[31m",
      businessName: "Acme\nSubject: forged\u0001",
      phone: "555\u2028Fake: line",
      email: "rosa@delgadotire.example\r\nX-Injected: 1",
      monthlyVolume: "$1\n\nSales: approved\u0085",
    };
    const clean = leadEmail(lead, settings);
    const { subject, text } = leadEmail(hostile, settings);
    expect(subject).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(subject).toBe("New application: Acme Subject: forged (Rosa Bcc: victim@example.com Del gado [31m) [K7QM4TZP]");
    // Same number of lines as a clean email, and no line that starts with a forged label.
    expect(text.split("\n")).toHaveLength(clean.text.split("\n").length);
    expect(text).not.toMatch(/^(Bcc|Subject|Fake|X-Injected|Sales):/m);
    expect(text.replace(/\n/g, "")).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(text).toContain("Monthly volume:     $1 Sales: approved\n");
  });

  it("oneLine turns each run of control characters into one space", () => {
    expect(oneLine(" a\r\n\tb\u0000c\u007fd\u009be\u2029 ")).toBe("a b c d e");
  });
});
