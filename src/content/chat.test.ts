import { describe, expect, it } from "vitest";
import { chatText } from "./chat";
import { site } from "./site";

describe("the chat widget's fixed messages (SPEC 5, 8)", () => {
  it("uses the SPEC's alerts word for word", () => {
    expect(chatText.fileTooLarge).toBe("File size must be less than 10MB");
    expect(chatText.fileWrongType).toBe("Please upload a text (.txt) or CSV (.csv) file");
  });

  it("gives the support phone from the site content in the failure message", () => {
    expect(chatText.failure).toContain(site.contact.phone.display);
    expect(chatText.failure).toMatch(/having trouble responding/);
    expect(chatText.failure).toMatch(/try again later/);
  });

  it("greets by asking what payment-processing questions it can answer", () => {
    expect(chatText.greeting).toMatch(/What questions can I answer for you about payment processing\?/);
  });
});
