import { describe, expect, it } from "vitest";
import * as React from "react";
import { mailCopy } from "@/content/mail";
import { site } from "@/content/site";
import { greetingName } from "@/server/notifications/visitor-mail";
import { renderMail, renderParts, trackingUrl } from "./render";
import { ApplicationReceipt, NewsletterConfirmation } from "./templates";

/**
 * The visitor emails (issue 35), without snapshots: each states the facts it must (reference, links, phone, reply
 * time, support hours), in both parts, and whatever a visitor typed is escaped in the HTML part.
 */
const SITE = "https://www.harborline.example";
const HOSTILE_NAME = `Rosa <script>alert("x")</script> & Sons`;
const CONFIRM = `${SITE}/newsletter/confirm?token=eyJwIjoiYyJ9.c2ln`;
const UNSUBSCRIBE = `${SITE}/newsletter/unsubscribe?token=eyJwIjoidSJ9.c2ln`;

/** Every fact a receipt gives about reaching a person. */
function expectReachUs(part: string) {
  expect(part).toContain(site.contact.phone.display);
  expect(part).toContain(site.contact.email);
  expect(part).toContain(site.contact.supportHours);
}

describe("application receipt", () => {
  it("states the reference, the 24-48 hour reply with a customized quote, the tracking link and how to reach a person", async () => {
    const mail = await renderMail(
      { kind: "application-receipt", to: "rosa@delgadotire.example", firstName: "Rosa", reference: "K7QM4TZP" },
      SITE,
    );
    expect(mail.subject).toBe("Your Harborline Payments application K7QM-4TZP: what happens next");
    const link = `${SITE}/application-tracking?reference=K7QM-4TZP`;
    expect(trackingUrl(SITE, "K7QM4TZP")).toBe(link);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("K7QM-4TZP");
      expect(part).toContain(site.claims.applicationReply.value);
      expect(part).toContain("customized quote");
      expectReachUs(part);
    }
    expect(mail.text).toContain(`Thank you for applying, Rosa`);
    expect(mail.text).toContain(site.claims.applicationReply.statement);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`href="tel:${site.contact.phone.e164}"`);
    expect(mail.html).toContain(`href="mailto:${site.contact.email}"`);
    // The plain-text part reads without the HTML: no tag, no image.
    expect(mail.text).not.toMatch(/<[a-z/]/i);
    expect(mail.html).not.toMatch(/<img\b/i);
    // A receipt is not a newsletter: no unsubscribe link or header.
    expect(mail.unsubscribeUrl).toBeUndefined();
    expect(mail.text).not.toContain(mailCopy.unsubscribe.label);
  });

  it("escapes a name holding <script> and & in the HTML part (React text), and keeps it as written in the text part", async () => {
    const { html, text } = await renderParts(
      React.createElement(ApplicationReceipt, {
        firstName: HOSTILE_NAME,
        reference: "K7QM-4TZP",
        trackingUrl: trackingUrl(SITE, "K7QM4TZP"),
        siteHost: "www.harborline.example",
      }),
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("Rosa &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons");
    expect(text).toContain(HOSTILE_NAME);
  });

  it("greets by name only for a short, plain name: a typed link, domain or markup is left out of the email", async () => {
    expect(greetingName("  Rosa  ")).toBe("Rosa");
    expect(greetingName("Mary-Jo O'Neil")).toBe("Mary-Jo O'Neil");
    expect(greetingName("J. R.")).toBe("J. R.");
    expect(greetingName("José")).toBe("José");
    for (const name of [HOSTILE_NAME, "Claim your prize at evil.example", "http://x", "Rosa2", "a".repeat(41), "", "   "]) {
      expect(greetingName(name), name).toBe("");
    }
    const mail = await renderMail(
      { kind: "application-receipt", to: "rosa@delgadotire.example", firstName: "", reference: "K7QM4TZP" },
      SITE,
    );
    expect(mail.text).toContain(`${mailCopy.application.heading.unnamed}\n`);
  });
});

describe("contact and chat acknowledgements", () => {
  for (const source of ["contact", "chat"] as const) {
    it(`${source}: a short acknowledgement with the reference, the contact promise and how to reach a person`, async () => {
      const mail = await renderMail(
        { kind: "message-receipt", source, to: "maria@alvarezcantina.example", firstName: "Maria", reference: "7K3MQ9XZ" },
        SITE,
      );
      expect(mail.subject).toContain("(7K3M-Q9XZ)");
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain("7K3M-Q9XZ");
        expect(part).toContain("We will contact you soon.");
        expectReachUs(part);
      }
      expect(mail.text).toContain(mailCopy[source].heading.named.replace("{firstName}", "Maria"));
      // Only applications can be tracked.
      expect(mail.html).not.toContain("/application-tracking");
    });
  }
});

describe("newsletter emails", () => {
  it("confirmation: the confirm link, that it works once for 7 days, and a visible one-click unsubscribe link", async () => {
    const mail = await renderMail(
      { kind: "newsletter-confirmation", to: "reader&co@harbor-deli.example", confirmUrl: CONFIRM, unsubscribeUrl: UNSUBSCRIBE },
      SITE,
    );
    expect(mail.subject).toBe(mailCopy.newsletterConfirmation.subject);
    expect(mail.unsubscribeUrl).toBe(UNSUBSCRIBE);
    for (const part of [mail.text, mail.html]) expect(part).toContain("expires in 7 days");
    expect(mail.text).toContain(`${mailCopy.newsletterConfirmation.button} ${CONFIRM}`);
    expect(mail.text).toContain(`${mailCopy.unsubscribe.label} ${UNSUBSCRIBE}`);
    expect(mail.html).toContain(`href="${CONFIRM}"`);
    expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
    // The typed address is text: its & is escaped in the HTML part.
    expect(mail.html).toContain("reader&amp;co@harbor-deli.example");
    expect(mail.text).toContain("reader&co@harbor-deli.example");
  });

  it("escapes a hostile address in the confirmation's HTML part", async () => {
    const { html } = await renderParts(
      React.createElement(NewsletterConfirmation, {
        email: `"<script>x</script>"@evil.example`,
        confirmUrl: CONFIRM,
        unsubscribeUrl: UNSUBSCRIBE,
        siteHost: "www.harborline.example",
      }),
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("welcome: subscribed, the blog link and the visible unsubscribe link", async () => {
    const mail = await renderMail(
      { kind: "newsletter-welcome", to: "reader@harbor-deli.example", unsubscribeUrl: UNSUBSCRIBE },
      SITE,
    );
    expect(mail.subject).toBe(mailCopy.newsletterWelcome.subject);
    expect(mail.unsubscribeUrl).toBe(UNSUBSCRIBE);
    expect(mail.text).toContain(mailCopy.newsletterWelcome.intro);
    expect(mail.text).toContain(`${SITE}/blog`);
    expect(mail.text).toContain(UNSUBSCRIBE);
    expect(mail.html).toContain(`href="${UNSUBSCRIBE}"`);
  });
});

describe("subjects", () => {
  it("are header-safe through oneLine(): no line break, control character or encoded word reaches them", async () => {
    const mail = await renderMail(
      {
        kind: "message-receipt",
        source: "contact",
        to: "a@b.example",
        firstName: "A",
        reference: "K7QM\r\nBcc: victim@example.com =?utf-8?b?QWRtaW4=?=",
      },
      SITE,
    );
    expect(mail.subject).not.toMatch(/[\r\n\u0000-\u001f]/);
    expect(mail.subject).not.toContain("=?");
  });
});
