import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { DeliveryState, LeadDetail } from "@/server/admin/leads";
import { attributionColumns } from "@/lib/attribution";
import { DeliveryPanel, LeadFields } from "./lead-detail";

const ID = "6f1c1f5e-8a2e-4d3b-9c47-2f0d8f6a1b23";

function detail(delivery: DeliveryState | null): LeadDetail {
  const at = new Date("2026-11-20T15:04:00Z");
  return {
    lead: {
      id: ID,
      firstName: "Rosa",
      lastName: "Delgado",
      email: "rosa@delgadotire.example",
      phone: null,
      businessName: "Delgado Tire & Brake",
      interestedIn: "credit-card-processing",
      industry: "automotive",
      currentProcessor: "square",
      monthlyVolume: "$60,000",
      status: "pending",
      reference: "K7QM4TZP",
      source: "application",
      submittedAt: at,
      updatedAt: at,
      delivery,
      ...attributionColumns({ first: null, last: null }),
      ownerId: null,
      firstStatusChangeAt: null,
    } as LeadDetail["lead"],
    history: [],
    transcript: null,
    notes: [],
    owner: null,
  };
}

const failed: DeliveryState = {
  status: "failed",
  attempts: 10,
  deliveredChannels: ["email"],
  lastError: "webhook: webhook answered HTTP 502",
  nextAttemptAt: new Date("2026-11-20T16:00:00Z"),
  deliveredAt: null,
};

const render = (delivery: DeliveryState | null, channelsConfigured: boolean) =>
  renderToStaticMarkup(
    <DeliveryPanel detail={detail(delivery)} channelsConfigured={channelsConfigured} csrfToken="tok-123" back="?status=new" />,
  );

describe("DeliveryPanel", () => {
  it("offers Retry delivery for a failed notification: a form posting the session token and the inbox view", () => {
    const html = render(failed, true);
    expect(html).toContain(`action="/api/admin/leads/${ID}/retry-notification"`);
    expect(html).toContain('name="csrf" value="tok-123"');
    expect(html).toContain('name="back" value="?status=new"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*aria-describedby="retry-hint"[^>]*>Retry delivery<\/button>/);
    expect(html).toContain("Delivery failed after 10 attempts");
    expect(html).toContain("webhook answered HTTP 502");
  });

  it("offers no retry when no channel is configured, or when nothing has failed", () => {
    expect(render(failed, false)).not.toContain("Retry delivery");
    expect(render({ ...failed, status: "pending", attempts: 2 }, true)).not.toContain("Retry delivery");
    expect(render({ ...failed, status: "delivered", deliveredAt: new Date() }, true)).not.toContain("Retry delivery");
    expect(render(null, true)).not.toContain("Retry delivery");
  });
});

describe("LeadFields", () => {
  it("shows every lead field of the descriptor: labels of the picked options, links, Not given", () => {
    const html = renderToStaticMarkup(<LeadFields detail={detail(null)} />);
    expect(html).toContain('href="mailto:rosa@delgadotire.example"');
    expect(html).toMatch(/Phone<\/dt><dd[^>]*>Not given</);
    expect(html).toMatch(/Interested in<\/dt><dd[^>]*>Credit Card Processing</);
    expect(html).toMatch(/Current processor<\/dt><dd[^>]*>Square</);
    expect(html).toMatch(/Monthly volume<\/dt><dd[^>]*>\$60,000</);
  });

  it("leaves the application-only fields out for a contact message", () => {
    const contact = detail(null);
    contact.lead = { ...contact.lead, source: "contact", phone: "+1 (210) 555-0100", industry: "ecommerce" };
    const html = renderToStaticMarkup(<LeadFields detail={contact} />);
    expect(html).toContain('href="tel:+12105550100"');
    expect(html).toMatch(/Industry<\/dt><dd[^>]*>E-commerce</);
    expect(html).not.toContain("Monthly volume");
  });
});
