import { describe, expect, it } from "vitest";
import { applicationPage, contactPage, trackingPage } from "./lead-pages";
import { applicationPageSchema, contactPageSchema, trackingPageSchema } from "./lead-pages.schema";

describe("lead pages' copy", () => {
  it("passes its schemas", () => {
    expect(() => contactPageSchema.parse(contactPage)).not.toThrow();
    expect(() => applicationPageSchema.parse(applicationPage)).not.toThrow();
    expect(() => trackingPageSchema.parse(trackingPage)).not.toThrow();
  });

  it("says what SPEC 2 requires of the Thank You view: processing, the reply window, a quote, the veteran-founded team", () => {
    const { processing, reply, team } = applicationPage.thankYou;
    expect(processing).toMatch(/processing your request/);
    expect(reply).toContain("{reply}");
    expect(reply).toMatch(/customized quote/);
    expect(team).toMatch(/veteran-founded team/);
  });

  it("has no placeholder text and retypes no figure or contact detail", () => {
    const text = JSON.stringify([contactPage, applicationPage, trackingPage]);
    expect(text).not.toMatch(/lorem|ipsum|coming soon|TODO|FIXME/i);
    expect(text).not.toMatch(/555-01|@harborline|24-48|24\/7|\d+%/);
  });
});
