import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as postContact } from "@/pages/api/contacts";
import { ALL, POST } from "@/pages/api/application-status";
import { formatReference, leadMessages } from "@/content/lead-schema";
import { contacts } from "@/server/db/schema";
import { testDrivers } from "@/test-support/test-databases";
import { createRateLimiter, MemoryBucketStore } from "@/server/http/rate-limit";
import { setRateLimiterForTests } from "@/test-support/process-state";
import { call, makeRequest, useLeadTestDatabase, validApplication, validContact } from "@/test-support/api";

const lookup = (body: unknown, client?: string) => call(POST, makeRequest("/api/application-status", body), client);

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`POST /api/application-status on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    let application: { reference: string; submittedAt: string };

    beforeEach(async () => {
      setRateLimiterForTests(createRateLimiter({ enabled: false, burst: 1, refillPerSecond: 1 }, new MemoryBucketStore()));
      await database.db.delete(contacts);
      const created = await call(postContact, makeRequest("/api/contacts", validApplication));
      application = created.body as typeof application;
    });
    afterEach(() => setRateLimiterForTests(undefined));

    it("shows status and submission date for the matching reference and email, typed loosely", async () => {
      const { status, body } = await lookup({
        reference: ` ${formatReference(application.reference).toLowerCase()} `,
        email: validApplication.email.toUpperCase(),
      });
      expect(status).toBe(200);
      expect(body).toEqual({ reference: application.reference, status: "pending", submittedAt: application.submittedAt });
    });

    it("gives the same answer for a wrong email and a wrong reference, hinting at neither", async () => {
      const otherReference = application.reference.startsWith("2")
        ? "3" + application.reference.slice(1)
        : "2" + application.reference.slice(1);
      const wrongEmail = await lookup({ reference: application.reference, email: "someone@else.example" });
      const wrongReference = await lookup({ reference: otherReference, email: validApplication.email });
      expect(wrongEmail.status).toBe(404);
      expect(wrongReference.status).toBe(404);
      expect(wrongEmail.body).toEqual({ message: leadMessages.tracking.notFound });
      expect(wrongReference.text).toBe(wrongEmail.text);
    });

    it("does not look up contact-form submissions, only applications", async () => {
      const contact = await call(postContact, makeRequest("/api/contacts", validContact));
      const { status } = await lookup({ reference: contact.body.reference, email: validContact.email });
      expect(status).toBe(404);
    });

    it("refuses a malformed reference or email with 400 naming the field", async () => {
      const badReference = await lookup({ reference: "0O1IL!!", email: validApplication.email });
      expect(badReference.status).toBe(400);
      expect(Object.keys(badReference.body.fieldErrors as object)).toEqual(["reference"]);
      const badEmail = await lookup({ reference: application.reference, email: "nope" });
      expect(badEmail.status).toBe(400);
      expect(Object.keys(badEmail.body.fieldErrors as object)).toEqual(["email"]);
    });

    it("answers GET with 405", async () => {
      const { status } = await call(ALL, makeRequest("/api/application-status", null, { method: "GET" }));
      expect(status).toBe(405);
    });

    it("is rate-limited like the other endpoints, so references cannot be guessed at speed", async () => {
      setRateLimiterForTests(createRateLimiter({ enabled: true, burst: 5, refillPerSecond: 0.1 }, new MemoryBucketStore()));
      for (let index = 0; index < 5; index += 1) {
        expect((await lookup({ reference: "23456789", email: "guess@example.com" }, "192.0.2.50")).status).toBe(404);
      }
      const limited = await lookup({ reference: application.reference, email: validApplication.email }, "192.0.2.50");
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBeTruthy();
    });
  });
}
