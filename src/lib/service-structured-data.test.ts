import { describe, expect, it } from "vitest";
import { serviceJsonLd } from "./service-structured-data";

describe("serviceJsonLd", () => {
  it("builds a Service with audience, provider and an offer catalogue of every offer", () => {
    const data = serviceJsonLd({
      name: "Payment processing solutions",
      description: "What we sell.",
      url: "https://example.com/solutions",
      serviceType: "Payment processing",
      audience: "Small businesses",
      offers: [
        { name: "ACH Solutions", description: "Bank transfers." },
        { name: "Underwriting", description: "Approval help." },
      ],
      providerName: "Example Payments",
    });
    expect(data["@type"]).toBe("Service");
    expect(data.provider).toMatchObject({ "@id": "https://example.com/#organization", name: "Example Payments" });
    expect(data.audience).toEqual({ "@type": "BusinessAudience", audienceType: "Small businesses" });
    const catalog = data.hasOfferCatalog as { itemListElement: { itemOffered: { name: string } }[] };
    expect(catalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(["ACH Solutions", "Underwriting"]);
  });
});
