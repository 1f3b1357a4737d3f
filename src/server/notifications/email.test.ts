import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { createEmailSender, leadEmail, oneLine } from "./email";
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

/** A real SMTP server (smtp-server) on 127.0.0.1 that keeps the raw text of every message it accepts. */
function startMailbox() {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        messages.push(data);
        callback();
      });
    },
  });
  return {
    messages,
    url: () => {
      const address = server.server.address();
      return `smtp://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    },
    start: () => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One header of a raw message, unfolded. */
function header(raw: string, name: string): string {
  const head = raw.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
  const found = head.split("\r\n").find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return found ? found.slice(name.length + 1).trim() : "";
}

/**
 * What an eager mail client shows: every RFC 2047 encoded word decoded wherever it stands (inside a quoted display
 * name too, as many clients do), with the blanks between two adjacent encoded words dropped.
 */
function displayed(value: string): string {
  const word = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;
  return value.replace(/(\?=)\s+(?==\?)/g, "$1").replace(word, (_, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

describe("RFC 2047 encoded words typed by a visitor (issue 33)", () => {
  const mailbox = startMailbox();
  beforeAll(() => mailbox.start());
  afterAll(() => mailbox.stop());
  const forged = `=?UTF-8?B?${Buffer.from("Admin <admin@harborline.example>").toString("base64")}?=`;

  it("oneLine breaks every =? so no encoded word survives", () => {
    expect(oneLine(forged)).toBe("= ?UTF-8?B?QWRtaW4gPGFkbWluQGhhcmJvcmxpbmUuZXhhbXBsZT4= ?=");
    expect(oneLine("=?=?")).toBe("= ?= ?");
    expect(oneLine("=\u0000?x")).toBe("= ?x");
    expect(oneLine("Tacos = joy? Yes")).toBe("Tacos = joy? Yes");
    expect(leadEmail({ ...lead, firstName: forged }, settings).subject).not.toContain("=?");
  });

  for (const [name, firstName, lastName] of [
    ["an encoded word as the first name", forged, "Lee"],
    ["an encoded word beside accented text (nodemailer encodes the header itself)", `José ${forged}`, "Núñez"],
    ["an encoded word split between the first and last name", "=", `?UTF-8?Q?Admin?=`],
    ["a Q encoded word in the business name", "Rosa", "Delgado"],
  ] as const) {
    it(`${name}: the received Subject and Reply-To show the visitor's text, never a decoded forgery`, async () => {
      const businessName = name.includes("business") ? "=?UTF-8?Q?Harborline_Admin?=" : lead.businessName;
      const sender = createEmailSender({
        smtpUrl: mailbox.url(),
        from: "Harborline Website <web@harborline.example>",
        to: "sales@harborline.example",
        siteUrl: settings.siteUrl,
      });
      const before = mailbox.messages.length;
      try {
        await sender.send({ ...lead, firstName, lastName, businessName }, "delivery-1");
      } finally {
        sender.close();
      }
      expect(mailbox.messages).toHaveLength(before + 1);
      const raw = mailbox.messages[before]!;
      const subject = displayed(header(raw, "Subject"));
      const replyTo = displayed(header(raw, "Reply-To"));
      for (const shown of [subject, replyTo]) {
        expect(shown).not.toContain("Admin <admin@");
        expect(shown).not.toMatch(/Harborline Admin|^"?Admin/);
        expect(shown).not.toContain("=?");
      }
      // What the visitor typed is there, with the one added blank.
      const typedName = oneLine(`${firstName} ${lastName}`);
      expect(`${typedName} ${oneLine(businessName)}`).toContain("= ?");
      expect(subject).toContain(`(${typedName})`);
      expect(subject).toContain(oneLine(businessName));
      expect(replyTo).toContain(typedName);
      expect(replyTo).toContain(`<${lead.email}>`);
    });
  }
});
