import { describe, expect, it } from "vitest";
import { ADS_OPT_OUT_MAX_AGE_SECONDS } from "@/lib/ad-conversion";
import { CONFIRMATION_LINK_DAYS, mailCopy } from "./mail";
import { privacyChoicesLink } from "./navigation";
import { newsletterConfirmPage, newsletterFormHint } from "./newsletter-pages";
import { pages } from "./pages";
import { privacyChoicesCopy } from "./privacy-choices";
import { privacyPolicy } from "./privacy-policy";
import { site } from "./site";

/** Issue 35: the mail's words take their facts from site.ts, and the privacy policy says what the code does. */
const policyText = (number: number) => {
  const section = privacyPolicy.sections.find((entry) => entry.number === number)!;
  return [...section.paragraphs, ...(section.bullets ?? []), section.closing ?? ""].join("\n");
};

describe("mail copy", () => {
  it("states the site's own claims and contact points, not retyped ones", () => {
    expect(mailCopy.application.reply).toBe(site.claims.applicationReply.statement);
    expect(mailCopy.reachUs.phone).toBe(site.contact.phone.display);
    expect(mailCopy.reachUs.email).toBe(site.contact.email);
    expect(mailCopy.reachUs.hours).toContain(site.contact.supportHours);
    expect(mailCopy.newsletterConfirmation.expiry).toContain(`${CONFIRMATION_LINK_DAYS} days`);
    expect(newsletterFormHint).toContain(`${CONFIRMATION_LINK_DAYS} days`);
    expect(newsletterConfirmPage.expired.text).toContain(`${CONFIRMATION_LINK_DAYS} days`);
  });
});

describe("privacy policy and choices (issue 35)", () => {
  it("describes the receipts, the newsletter's confirmation link and its one-click unsubscribe", () => {
    const uses = policyText(2);
    expect(uses).toContain("for an application, its reference, what happens next and a link to track it");
    expect(uses).toContain(`a confirmation link that works once, for ${CONFIRMATION_LINK_DAYS} days`);
    expect(uses).toContain("one-click unsubscribe link that needs no password");
    expect(policyText(1)).toContain("when you confirmed it from the link we emailed you");
  });

  it("describes the choices: the opt-out page, Global Privacy Control, and the cookie that keeps the choice", () => {
    const cookies = policyText(6);
    expect(cookies).toContain(`Your Privacy Choices page (${privacyChoicesLink.href})`);
    expect(cookies).toContain("Global Privacy Control");
    expect(cookies).toContain(`for ${ADS_OPT_OUT_MAX_AGE_SECONDS / 86_400} days`);
    expect(policyText(5)).toContain(privacyChoicesLink.href);
    expect(privacyChoicesCopy.storage).toContain(`for ${ADS_OPT_OUT_MAX_AGE_SECONDS / 86_400} days`);
  });

  it("gives the footer's privacy choices link a page, and keeps the newsletter's link pages out of the index", () => {
    expect(pages.get(privacyChoicesLink.href)).toMatchObject({ title: "Your Privacy Choices", noIndex: false });
    for (const path of ["/newsletter/confirm", "/newsletter/unsubscribe"]) {
      expect(pages.get(path)).toMatchObject({ noIndex: true, inSitemap: false });
    }
  });
});
