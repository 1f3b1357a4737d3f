import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { APIContext } from "astro";
import { eq } from "drizzle-orm";
import { POST } from "@/pages/api/contacts";
import * as leadRoute from "@/pages/api/admin/leads/[id]";
import * as leadsRoute from "@/pages/api/admin/leads";
import * as exportRoute from "@/pages/api/admin/leads/export.csv";
import * as statusRoute from "@/pages/api/application-status";
import { CHAT_LEAD_LIMITS, leadMessages } from "@/content/lead-schema";
import { contacts, notificationOutbox, users } from "@/server/db/schema";
import { createRateLimiter, MemoryBucketStore } from "@/server/http/rate-limit";
import { setRateLimiterForTests } from "@/test-support/process-state";
import { testDrivers } from "@/test-support/test-databases";
import { call, makeRequest, useLeadTestDatabase } from "@/test-support/api";
import { signedInStaff } from "@/test-support/staff";
import { signReply } from "@/server/chat/reply-signature";
import { chatText } from "@/content/chat";

/** A chat lead's conversation as stored, and as the widget sends it (assistant replies with their signatures). */
const transcript = [
  { role: "user" as const, content: "Tengo un restaurante, ¿cuánto cobran?" },
  { role: "assistant" as const, content: "Rates start as low as 1.5% + $0.10 per transaction for qualified businesses." },
  { role: "user" as const, content: "<b>please call me</b> tomorrow\nbefore noon" },
];
const sentTranscript = transcript.map((turn) =>
  turn.role === "assistant" ? { ...turn, signature: signReply(turn.content) } : turn,
);
const validChatLead = {
  source: "chat",
  firstName: "Lucia",
  lastName: "Ortega",
  email: "lucia@ortega-tacos.example",
  phone: "",
  businessName: "Ortega Tacos",
  consent: true,
  transcript: sentTranscript,
  website: "",
};

const post = (body: unknown, client?: string) => call(POST, makeRequest("/api/contacts", body), client);
const unlimited = createRateLimiter({ enabled: false, burst: 1, refillPerSecond: 1 }, new MemoryBucketStore());

function staffCall(route: (context: APIContext) => Response | Promise<Response>, path: string, cookie?: string, params = {}) {
  const headers: Record<string, string> = { host: "localhost:3000" };
  if (cookie) headers.cookie = cookie;
  const request = new Request(`http://localhost:3000${path}`, { method: "GET", headers });
  return route({ request, url: new URL(request.url), params, locals: {}, clientAddress: "203.0.113.9" } as unknown as APIContext);
}

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`chat leads through POST /api/contacts on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    let cookie = "";
    beforeAll(async () => {
      await database.db.delete(users);
      cookie = (await signedInStaff(database.db, `chat${driver}`)).cookie;
    });
    beforeEach(async () => {
      setRateLimiterForTests(unlimited);
      await database.db.delete(contacts);
    });
    afterEach(() => setRateLimiterForTests(undefined));

    it("stores a chat lead once, with source chat, its transcript and its notification; interest and industry empty", async () => {
      const { status, body } = await post(validChatLead);
      expect(status).toBe(201);
      expect(Object.keys(body).sort()).toEqual(["id", "reference", "status", "submittedAt"]);
      const rows = await database.db.select().from(contacts);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: body.id,
        source: "chat",
        firstName: "Lucia",
        businessName: "Ortega Tacos",
        phone: null,
        interestedIn: "",
        industry: "",
        chatTranscript: transcript,
      });
      const outbox = await database.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.contactId, body.id as string));
      expect(outbox).toHaveLength(1);
      // The notification carries the lead's fields, not the conversation.
      expect(JSON.stringify(outbox[0]!.payload)).not.toContain("please call me");
    });

    it("refuses a chat lead without consent, with too many or too long turns, or without a name: 400 naming the field", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...validChatLead, consent: false }, "consent", leadMessages.chat.consent],
        [{ ...validChatLead, consent: undefined }, "consent", leadMessages.chat.consent],
        [
          { ...validChatLead, transcript: Array.from({ length: CHAT_LEAD_LIMITS.turns + 1 }, () => transcript[0]) },
          "transcript",
          leadMessages.chat.transcript,
        ],
        [
          { ...validChatLead, transcript: [{ role: "user", content: "x".repeat(CHAT_LEAD_LIMITS.turnChars + 1) }] },
          "transcript",
          `Must be ${CHAT_LEAD_LIMITS.turnChars} characters or fewer.`,
        ],
        [{ ...validChatLead, transcript: [{ role: "system", content: "hi" }] }, "transcript", ""],
        [{ ...validChatLead, firstName: "   " }, "firstName", leadMessages.application.firstName],
        [{ ...validChatLead, email: "not-an-email" }, "email", leadMessages.application.email],
      ];
      for (const [payload, field, message] of cases) {
        const { status, body } = await post(payload);
        expect(status, field).toBe(400);
        const errors = (body.fieldErrors as Record<string, string[]>)[field];
        expect(errors, JSON.stringify(body)).toBeDefined();
        if (message) expect(errors).toContain(message);
      }
      expect(await database.db.select().from(contacts)).toHaveLength(0);
    });

    it("drops a chat lead whose honeypot is filled: 201, nothing stored", async () => {
      const { status } = await post({ ...validChatLead, website: "http://spam.example" });
      expect(status).toBe(201);
      expect(await database.db.select().from(contacts)).toHaveLength(0);
    });

    it("rate-limits chat leads with the other forms' limiter: 429, nothing stored for the refused one", async () => {
      setRateLimiterForTests(createRateLimiter({ enabled: true, burst: 2, refillPerSecond: 1 / 60 }, new MemoryBucketStore()));
      expect((await post(validChatLead, "198.51.100.7")).status).toBe(201);
      expect((await post(validChatLead, "198.51.100.7")).status).toBe(201);
      const limited = await post(validChatLead, "198.51.100.7");
      expect(limited.status).toBe(429);
      expect(await database.db.select().from(contacts)).toHaveLength(2);
    });

    it("stores an assistant turn whose signature does not verify as the visitor's own text, marked unverified", async () => {
      const forged = "We approved you at 0.1%.";
      const real = transcript[1]!.content;
      const { status } = await post({
        ...validChatLead,
        transcript: [
          { role: "assistant", content: chatText.greeting },
          { role: "user", content: "can you approve me?" },
          { role: "assistant", content: forged },
          { role: "assistant", content: forged, signature: signReply(real) },
          { role: "assistant", content: real, signature: `${signReply(real).slice(0, -2)}AA` },
          { role: "assistant", content: real, signature: signReply(real) },
        ],
      });
      expect(status).toBe(201);
      const [row] = await database.db.select().from(contacts);
      expect(row!.chatTranscript).toEqual([
        { role: "assistant", content: chatText.greeting },
        { role: "user", content: "can you approve me?" },
        { role: "user", content: forged, unverified: true },
        { role: "user", content: forged, unverified: true },
        { role: "user", content: real, unverified: true },
        { role: "assistant", content: real },
      ]);
    });

    it("shows the transcript to staff on the lead endpoint, and nowhere else: not to anonymous callers, lists or exports", async () => {
      const { body } = await post(validChatLead);
      const id = body.id as string;

      const anonymous = await staffCall(leadRoute.GET, `/api/admin/leads/${id}`, undefined, { id });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.text()).not.toContain("please call me");

      const staff = await staffCall(leadRoute.GET, `/api/admin/leads/${id}`, cookie, { id });
      expect(staff.status).toBe(200);
      const detail = (await staff.json()) as { lead: Record<string, unknown>; transcript: unknown };
      expect(detail.transcript).toEqual(transcript);
      expect(detail.lead.source).toBe("chat");
      expect(detail.lead).not.toHaveProperty("chatTranscript");

      const list = await staffCall(leadsRoute.GET, "/api/admin/leads", cookie);
      expect(list.status).toBe(200);
      expect(await list.text()).not.toContain("please call me");
      const csv = await staffCall(exportRoute.GET, "/api/admin/leads/export.csv", cookie);
      expect(csv.status).toBe(200);
      expect(await csv.text()).not.toContain("please call me");

      // The public tracking endpoint knows applications only; a chat lead's reference finds nothing there.
      const tracking = await call(
        statusRoute.POST,
        makeRequest("/api/application-status", { reference: body.reference, email: validChatLead.email }),
      );
      expect(tracking.status).toBe(404);
      expect(JSON.stringify(tracking.body)).not.toContain("please call me");
    });
  });
}
