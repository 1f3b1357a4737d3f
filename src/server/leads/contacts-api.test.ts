import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { ALL, POST } from "@/pages/api/contacts";
import {
  applicationIndustryOptions,
  applicationInterestOptions,
  contactIndustryOptions,
  contactInterestOptions,
  currentProcessorOptions,
  leadMessages,
  REFERENCE_ALPHABET,
} from "@/content/lead-schema";
import { contacts } from "@/server/db/schema";
import { openTestDatabase, testDrivers } from "@/test-support/test-databases";
import { createRateLimiter, MemoryBucketStore } from "@/server/http/rate-limit";
import { setRateLimiterForTests } from "@/test-support/process-state";
import { MAX_BODY_BYTES } from "@/server/http/api";
import { call, makeRequest, useLeadTestDatabase, validApplication, validContact } from "@/test-support/api";
import { setDatabaseForTests } from "@/test-support/process-state";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REFERENCE = new RegExp(`^[${REFERENCE_ALPHABET}]{8}$`);
const post = (body: unknown, options?: Parameters<typeof makeRequest>[2], client?: string) =>
  call(POST, makeRequest("/api/contacts", body, options), client);

const unlimited = createRateLimiter({ enabled: false, burst: 1, refillPerSecond: 1 }, new MemoryBucketStore());

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`POST /api/contacts on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    const count = async () => (await database.db.select({ id: contacts.id }).from(contacts)).length;

    beforeEach(async () => {
      setRateLimiterForTests(unlimited);
      await database.db.delete(contacts);
    });
    afterEach(() => setRateLimiterForTests(undefined));

    it("stores a contact submission and answers 201 with id, reference, pending status and submittedAt", async () => {
      const before = Date.now();
      const { status, body, headers } = await post({ ...validContact, firstName: "  Maria  " });
      expect(status).toBe(201);
      expect(headers.get("content-type")).toMatch(/^application\/json/);
      expect(headers.get("cache-control")).toBe("no-store");
      expect(Object.keys(body).sort()).toEqual(["id", "reference", "status", "submittedAt"]);
      expect(body.id).toMatch(UUID);
      expect(body.reference).toMatch(REFERENCE);
      expect(body.status).toBe("pending");
      expect(Math.abs(Date.parse(body.submittedAt as string) - before)).toBeLessThan(60_000);

      const [row] = await database.db
        .select()
        .from(contacts)
        .where(eq(contacts.id, body.id as string));
      expect(row).toMatchObject({
        firstName: "Maria",
        lastName: "Alvarez",
        email: validContact.email,
        phone: validContact.phone,
        businessName: "Alvarez Cantina",
        interestedIn: "pos-systems",
        industry: "restaurant",
        currentProcessor: null,
        monthlyVolume: null,
        status: "pending",
        source: "contact",
        reference: body.reference,
      });
    });

    it("stores an application with its processor and volume; an empty phone is stored as null", async () => {
      const { status, body } = await post(validApplication);
      expect(status).toBe(201);
      const [row] = await database.db
        .select()
        .from(contacts)
        .where(eq(contacts.id, body.id as string));
      expect(row).toMatchObject({
        source: "application",
        phone: null,
        currentProcessor: "square",
        monthlyVolume: "$45,000",
        interestedIn: "credit-card-processing",
        industry: "automotive",
      });
    });

    it("accepts an application that leaves processor and volume empty", async () => {
      const { status, body } = await post({ ...validApplication, currentProcessor: "", monthlyVolume: "  " });
      expect(status).toBe(201);
      const [row] = await database.db
        .select()
        .from(contacts)
        .where(eq(contacts.id, body.id as string));
      expect(row).toMatchObject({ source: "application", currentProcessor: null, monthlyVolume: null });
    });

    it("names every bad field in one 400 and stores nothing", async () => {
      const { status, body } = await post({ firstName: "   ", email: "not-an-email", interestedIn: "crypto" });
      expect(status).toBe(400);
      expect(typeof body.message).toBe("string");
      const fieldErrors = body.fieldErrors as Record<string, string[]>;
      expect(Object.keys(fieldErrors).sort()).toEqual([
        "businessName",
        "email",
        "firstName",
        "industry",
        "interestedIn",
        "lastName",
      ]);
      expect(fieldErrors.firstName).toEqual([leadMessages.application.firstName]);
      expect(fieldErrors.email).toContain(leadMessages.application.email);
      expect(fieldErrors.interestedIn).toEqual([leadMessages.application.interestedIn]);
      expect(fieldErrors.industry).toEqual([leadMessages.application.industry]);
      expect(await count()).toBe(0);
    });

    it("refuses wrong types and over-long text with the field named", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ firstName: 42 }, "firstName"],
        [{ lastName: ["x"] }, "lastName"],
        [{ firstName: "a".repeat(101) }, "firstName"],
        [{ lastName: "a".repeat(101) }, "lastName"],
        [{ businessName: "a".repeat(201) }, "businessName"],
        [{ phone: "5".repeat(41) }, "phone"],
        [{ email: `${"a".repeat(250)}@example.com` }, "email"],
        [{ ...validApplication, monthlyVolume: "9".repeat(61) }, "monthlyVolume"],
        [{ ...validApplication, currentProcessor: "venmo" }, "currentProcessor"],
      ];
      for (const [override, field] of cases) {
        const base = "currentProcessor" in override ? {} : validContact;
        const { status, body } = await post({ ...base, ...override });
        expect(status, field).toBe(400);
        expect(Object.keys(body.fieldErrors as object), field).toEqual([field]);
      }
      expect(await count()).toBe(0);
    });

    it("accepts every value of the contact form's lists and refuses the application's own values", async () => {
      for (const option of contactInterestOptions) {
        expect((await post({ ...validContact, interestedIn: option.value })).status, option.value).toBe(201);
      }
      for (const option of contactIndustryOptions) {
        expect((await post({ ...validContact, industry: option.value })).status, option.value).toBe(201);
      }
      expect(await count()).toBe(contactInterestOptions.length + contactIndustryOptions.length);
      expect((await post({ ...validContact, interestedIn: "credit-card-processing" })).status).toBe(400);
      expect((await post({ ...validContact, industry: "automotive" })).status).toBe(400);
    });

    it("accepts every value of the application's lists and refuses the contact form's own values", async () => {
      for (const option of applicationInterestOptions) {
        expect((await post({ ...validApplication, interestedIn: option.value })).status, option.value).toBe(201);
      }
      for (const option of applicationIndustryOptions) {
        expect((await post({ ...validApplication, industry: option.value })).status, option.value).toBe(201);
      }
      for (const option of currentProcessorOptions) {
        expect((await post({ ...validApplication, currentProcessor: option.value })).status, option.value).toBe(201);
      }
      expect(await count()).toBe(
        applicationInterestOptions.length + applicationIndustryOptions.length + currentProcessorOptions.length,
      );
      expect((await post({ ...validApplication, interestedIn: "scheduling-demo" })).status).toBe(400);
      expect((await post({ ...validApplication, industry: "kratom" })).status).toBe(400);
    });

    it("stores SQL and HTML injection strings verbatim and harmlessly", async () => {
      const nasty = {
        ...validContact,
        firstName: "Robert'); DROP TABLE contacts;--",
        lastName: `O'Brien" OR "1"="1`,
        businessName: `<script>alert("x")</script><img src=x onerror=alert(1)>`,
        phone: "1; DELETE FROM newsletters",
      };
      const { status, body, text } = await post(nasty);
      expect(status).toBe(201);
      expect(text).not.toContain("<script>");
      const [row] = await database.db
        .select()
        .from(contacts)
        .where(eq(contacts.id, body.id as string));
      expect(row).toMatchObject({
        firstName: nasty.firstName,
        lastName: nasty.lastName,
        businessName: nasty.businessName,
        phone: nasty.phone,
      });
      expect(await count()).toBe(1);
    });

    it("stores names in any script", async () => {
      const { status, body } = await post({
        ...validContact,
        firstName: "Zoë",
        lastName: "Nguyễn-Ørsted",
        businessName: "Café 東京",
      });
      expect(status).toBe(201);
      const [row] = await database.db
        .select()
        .from(contacts)
        .where(eq(contacts.id, body.id as string));
      expect(row).toMatchObject({ firstName: "Zoë", lastName: "Nguyễn-Ørsted", businessName: "Café 東京" });
    });

    it("answers malformed JSON and non-object JSON with 400", async () => {
      for (const raw of ["{", "", "null", "[1,2]", '"text"', "{'single': 'quotes'}"]) {
        const { status, body } = await post(undefined, { raw });
        expect(status, raw).toBe(400);
        expect(typeof body.message).toBe("string");
      }
      const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]);
      expect((await post(undefined, { raw: invalidUtf8 })).status).toBe(400);
      expect(await count()).toBe(0);
    });

    it("answers a body over 64 KB with 413, declared or streamed", async () => {
      const big = JSON.stringify({ ...validContact, businessName: "x".repeat(MAX_BODY_BYTES) });
      expect((await post(undefined, { raw: big })).status).toBe(413);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
          for (let index = 0; index < 6; index += 1) controller.enqueue(chunk);
          controller.close();
        },
      });
      expect((await post(undefined, { raw: stream })).status).toBe(413);
      // Just under the limit is read (and refused only for its content).
      const justUnder = JSON.stringify({ ...validContact, notes: "y".repeat(MAX_BODY_BYTES - 400) });
      expect((await post(undefined, { raw: justUnder })).status).toBe(201);
    });

    it("answers a content type other than JSON with 415", async () => {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
        const { status } = await post(validContact, { headers: { "content-type": type } });
        expect(status, type).toBe(415);
      }
      expect((await post(validContact, { headers: { "content-type": "application/json; charset=utf-8" } })).status).toBe(201);
      expect(await count()).toBe(1);
    });

    it("refuses a cross-site Origin with 403 and accepts same-origin, SITE_URL and Origin-less requests", async () => {
      expect((await post(validContact, { headers: { origin: "https://evil.example" } })).status).toBe(403);
      expect((await post(validContact, { headers: { origin: "null" } })).status).toBe(403);
      const crossSiteWithoutOrigin = new Request("http://localhost:3000/api/contacts", {
        method: "POST",
        headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
        body: JSON.stringify(validContact),
      });
      expect((await call(POST, crossSiteWithoutOrigin)).status).toBe(403);
      expect(await count()).toBe(0);
      expect((await post(validContact, { headers: { origin: "http://localhost:3000" } })).status).toBe(201);
      // Behind a proxy the Host may differ; the configured SITE_URL still counts as our origin.
      expect((await post(validContact, { headers: { host: "10.0.0.5:3000", origin: "http://localhost:3000" } })).status).toBe(
        201,
      );
      const noOrigin = new Request("http://localhost:3000/api/contacts", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(validContact),
      });
      expect((await call(POST, noOrigin)).status).toBe(201);
      expect(await count()).toBe(3);
    });

    it("answers GET and other methods with 405 so nothing anonymous can read leads back", async () => {
      await post(validContact);
      for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
        const { status, headers, text } = await call(ALL, makeRequest("/api/contacts", validContact, { method }));
        expect(status, method).toBe(405);
        expect(headers.get("allow")).toBe("POST");
        expect(text).not.toContain("Maria");
      }
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const { status, body } = await post({ ...validContact, website: "https://spam.example" });
      expect(status).toBe(201);
      expect(body.reference).toMatch(REFERENCE);
      expect(body.status).toBe("pending");
      expect(await count()).toBe(0);
    });

    it("rate-limits one client with 429 and Retry-After, storing nothing for refused requests", async () => {
      setRateLimiterForTests(createRateLimiter({ enabled: true, burst: 3, refillPerSecond: 1 / 60 }, new MemoryBucketStore()));
      for (let index = 0; index < 3; index += 1) expect((await post(validContact, {}, "198.51.100.1")).status).toBe(201);
      const limited = await post(validContact, {}, "198.51.100.1");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect((await post(validContact, {}, "198.51.100.2")).status).toBe(201);
      expect(await count()).toBe(4);
    });

    it("stores exactly 200 rows for 200 concurrent valid posts, each with its own reference", async () => {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, index) => post({ ...validContact, email: `lead${index}@example.com` })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(201));
      const rows = await database.db.select({ reference: contacts.reference, email: contacts.email }).from(contacts);
      expect(rows).toHaveLength(200);
      expect(new Set(rows.map((row) => row.reference)).size).toBe(200);
      expect(new Set(rows.map((row) => row.email)).size).toBe(200);
    });

    it("answers a database failure with a generic 500: no stack trace, no detail", async () => {
      const broken = await openTestDatabase(driver);
      await broken.db.execute(sql`drop table contacts cascade`);
      setDatabaseForTests(broken.db);
      try {
        const { status, body, text } = await post(validContact);
        expect(status).toBe(500);
        expect(body).toEqual({ message: "Something went wrong on our side. Please try again." });
        expect(text).not.toMatch(/\bat\s|contacts|relation/);
      } finally {
        setDatabaseForTests(database.db);
        await broken.destroy();
      }
    });
  });
}
