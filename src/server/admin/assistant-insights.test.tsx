import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { APIContext, APIRoute } from "astro";
import { renderToStaticMarkup } from "react-dom/server";
import { sql } from "drizzle-orm";
import * as chatRoute from "@/pages/api/chatbot";
import * as contactsRoute from "@/pages/api/contacts";
import * as feedbackRoute from "@/pages/api/chat-feedback";
import * as csvRoute from "@/pages/api/admin/reports/assistant/questions.csv";
import { AssistantInsights } from "@/components/admin/assistant-insights";
import { adminCopy } from "@/content/admin";
import { addDays } from "@/lib/reports";
import { staffDate } from "@/lib/staff-time";
import { stopChatEngines } from "@/server/chat/engine-runner";
import { settleChatQuestionWrites } from "@/server/chat/questions";
import { signReply } from "@/server/chat/reply-signature";
import { chatQuestions, users } from "@/server/db/schema";
import { createRateLimiter, MemoryBucketStore } from "@/server/http/rate-limit";
import { call, makeRequest, useLeadTestDatabase, validContact } from "@/test-support/api";
import { setRateLimiterForTests } from "@/test-support/process-state";
import { signedInStaff } from "@/test-support/staff";
import { testDrivers } from "@/test-support/test-databases";
import { assistantInsights, assistantPage, QUESTION_CSV_HEADER, questionsForExport } from "./assistant-insights";
import { parseCsv } from "./parse-csv";

/**
 * /admin/reports/assistant and its CSV (issue 34) on both databases, fed through the real chat, feedback and lead
 * endpoints: the questions it could not answer grouped with their count, feedback per reply, the chat's leads, the
 * export and who may read them.
 */
const copy = adminCopy.assistant;
const unlimited = createRateLimiter({ enabled: false, burst: 1, refillPerSecond: 1 }, new MemoryBucketStore());
const CONVERSATION_A = "5d1c9a2e-7b3f-4e8a-9c6d-2f1e0a9b8c7d";
const CONVERSATION_B = "7e2d0b3f-8c4a-4f9b-8d7e-3a2f1b0c9d8e";

async function ask(message: string, conversationId?: string): Promise<string> {
  const answer = await call(
    chatRoute.POST,
    makeRequest("/api/chatbot", { message, history: [], ...(conversationId ? { conversationId } : {}) }),
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.answerId as string;
}

async function rate(answerId: string, helpful: boolean) {
  await settleChatQuestionWrites();
  expect((await call(feedbackRoute.POST, makeRequest("/api/chat-feedback", { answerId, helpful }))).status).toBe(204);
}

function staffGet(route: APIRoute, path: string, cookie?: string) {
  const headers: Record<string, string> = { host: "localhost:3000" };
  if (cookie) headers.cookie = cookie;
  const request = new Request(`http://localhost:3000${path}`, { headers });
  return route({
    request,
    url: new URL(request.url),
    params: {},
    locals: {},
    clientAddress: "203.0.113.9",
  } as unknown as APIContext);
}

afterAll(stopChatEngines);

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`the assistant's page for staff on ${driver}`, { timeout: 120_000 }, () => {
    const database = useLeadTestDatabase(driver);
    const today = staffDate(new Date());
    const range = { from: addDays(today, -6), to: today };
    let cookie = "";
    let payroll: string[] = [];
    let leadId = "";
    let leadReference = "";

    beforeAll(async () => {
      setRateLimiterForTests(unlimited);
      await database.db.delete(users);
      cookie = (await signedInStaff(database.db, `insights${driver}`)).cookie;
      // Three visitors ask the same thing the site does not publish, written three ways; one adds an email.
      payroll = [
        await ask("Do you offer payroll services?", CONVERSATION_A),
        await ask("do you offer PAYROLL services??", CONVERSATION_B),
        await ask("Do   you offer payroll services"),
      ];
      const rates = await ask("What are your rates?", CONVERSATION_A);
      await ask("hi there", CONVERSATION_B);
      await ask("How big is the reserve?", CONVERSATION_B);
      await ask("Email me at jo@shop.example: what is the weather in Paris tomorrow?", CONVERSATION_B);
      await ask('=HYPERLINK("http://evil.example") do you take euros?');
      await settleChatQuestionWrites();
      await rate(payroll[0]!, false);
      await rate(payroll[1]!, false);
      await rate(rates, true);
      // Outside the range: asked 91 days ago (about to be deleted) and yesterday's day before the range.
      await database.db.insert(chatQuestions).values([
        {
          question: "Do you offer payroll services?",
          questionKey: "do you offer payroll services",
          kind: "unknown",
          answered: false,
          createdAt: sql`now() - interval '91 days'`,
        },
        {
          question: "Do you offer payroll services?",
          questionKey: "do you offer payroll services",
          kind: "unknown",
          answered: false,
          createdAt: sql`now() - interval '8 days'`,
        },
      ]);
      // A lead sent from the chat's own form, and one from the contact form.
      const transcript = [
        { role: "user", content: "I'd like a quote" },
        { role: "assistant", content: "Happy to help.", signature: signReply("Happy to help.") },
      ];
      const chatLead = await call(
        contactsRoute.POST,
        makeRequest("/api/contacts", {
          source: "chat",
          firstName: "Lucia",
          lastName: "Ortega",
          email: "lucia@ortega-tacos.example",
          phone: "",
          businessName: "Ortega Tacos",
          consent: true,
          transcript,
          website: "",
        }),
      );
      expect(chatLead.status, chatLead.text).toBe(201);
      leadId = chatLead.body.id as string;
      leadReference = chatLead.body.reference as string;
      expect((await call(contactsRoute.POST, makeRequest("/api/contacts", validContact))).status).toBe(201);
    });
    afterAll(() => setRateLimiterForTests(undefined));

    it("groups the questions it could not answer, most asked first, with their count and reply kind", async () => {
      const insights = await assistantInsights(range);
      const [top] = insights.unanswered;
      expect(top).toMatchObject({ count: 3, kinds: ["unknown"] });
      expect(top!.question).toMatch(/payroll/i);
      expect(insights.unanswered.map((row) => row.question)).toContain(
        "Email me at [email]: what is the weather in Paris tomorrow?",
      );
      expect(insights.unanswered.some((row) => row.kinds.includes("notCovered"))).toBe(true);
      expect(JSON.stringify(insights)).not.toContain("jo@shop.example");
    });

    it("counts conversations, questions and the share answered, per day and in all", async () => {
      const { totals, days } = await assistantInsights(range);
      expect(totals.conversations).toBe(2);
      expect(totals.messages).toBe(8);
      // "hi there" is small talk, not a question.
      expect(totals.questions).toBe(7);
      expect(totals.answered).toBe(1);
      expect(days).toHaveLength(7);
      expect(days.at(-1)).toMatchObject({ day: today, messages: 8, questions: 7, answered: 1, conversations: 2 });
      expect(days.slice(0, -1).every((day) => day.messages === 0)).toBe(true);
      // A wider range takes in the question of 8 days ago, not the one of 91.
      const wider = await assistantInsights({ from: addDays(today, -30), to: today });
      expect(wider.totals.messages).toBe(9);
      expect(wider.unanswered[0]!.count).toBe(4);
    });

    it("gives feedback per reply: helpful and not helpful counts, and the not-helpful questions with their reply kind", async () => {
      const { feedback } = await assistantInsights(range);
      expect(feedback.helpful).toBe(1);
      expect(feedback.notHelpful).toBe(2);
      expect(feedback.byKind).toEqual(
        expect.arrayContaining([
          { kind: "unknown", helpful: 0, notHelpful: 2 },
          { kind: "answer", helpful: 1, notHelpful: 0 },
        ]),
      );
      expect(feedback.notHelpfulQuestions).toHaveLength(1);
      expect(feedback.notHelpfulQuestions[0]).toMatchObject({ kind: "unknown", count: 2 });
      expect(feedback.notHelpfulQuestions[0]!.question).toMatch(/payroll/i);
    });

    it("lists the leads that started in the chat, linked to their pages", async () => {
      const { leads } = await assistantInsights(range);
      expect(leads.total).toBe(1);
      expect(leads.recent).toEqual([
        expect.objectContaining({ id: leadId, reference: leadReference, businessName: "Ortega Tacos", status: "pending" }),
      ]);
    });

    it("renders it all on the page: the grouped question with its count, the feedback and the lead's link", async () => {
      const page = await assistantPage(new URLSearchParams({ from: range.from, to: range.to }), today);
      expect(page.kind).toBe("ok");
      if (page.kind !== "ok") return;
      const html = renderToStaticMarkup(<AssistantInsights insights={page.insights} />);
      const unanswered = html.slice(
        html.indexOf('data-testid="assistant-unanswered"'),
        html.indexOf('data-testid="assistant-feedback"'),
      );
      expect(unanswered).toMatch(/payroll services\?*<\/th><td class="[^"]*">3<\/td><td[^>]*>Did not know<\/td>/i);
      expect(unanswered).toContain("Email me at [email]: what is the weather in Paris tomorrow?");
      const feedback = html.slice(
        html.indexOf('data-testid="assistant-feedback"'),
        html.indexOf('data-testid="assistant-leads"'),
      );
      expect(feedback).toMatch(/Did not know<\/th><td[^>]*>0<\/td><td[^>]*>2<\/td>/);
      expect(feedback).toMatch(/payroll services\?*<\/th><td[^>]*>Did not know<\/td><td[^>]*>2<\/td>/i);
      expect(html).toContain(`href="/admin/leads/${leadId}"`);
      expect(html).toContain(`href="/api/admin/reports/assistant/questions.csv?from=${range.from}&amp;to=${range.to}"`);
      expect(html).not.toContain("jo@shop.example");
    });

    it("refuses a date outside the reports' bounds, naming it", async () => {
      const page = await assistantPage(new URLSearchParams({ from: "1999-12-31" }), today);
      expect(page).toMatchObject({ kind: "invalid", field: "from" });
      const late = await assistantPage(new URLSearchParams({ to: addDays(today, 367) }), today);
      expect(late).toMatchObject({ kind: "invalid", field: "to" });
    });

    it("exports the range's questions as CSV for staff only: redacted, with reply, feedback and the formula guard", async () => {
      const path = `/api/admin/reports/assistant/questions.csv?from=${range.from}&to=${range.to}`;
      const anonymous = await staffGet(csvRoute.GET, path);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.text()).not.toMatch(/payroll/i);
      const stranger = await staffGet(csvRoute.GET, path, "hl_staff=unknown-token-unknown-token-unknown");
      expect(stranger.status).toBe(401);

      const response = await staffGet(csvRoute.GET, path, cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(response.headers.get("content-disposition")).toContain(
        `harborline-assistant-questions-${range.from}-to-${range.to}.csv`,
      );
      const text = await response.text();
      const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ""));
      expect(header).toEqual([...QUESTION_CSV_HEADER]);
      expect(rows).toHaveLength(8);
      const questions = rows.map((row) => row[2]);
      expect(questions).toContain("Email me at [email]: what is the weather in Paris tomorrow?");
      expect(questions).toContain('\'=HYPERLINK("http://evil.example") do you take euros?');
      expect(text).not.toContain("jo@shop.example");
      const payrollRows = rows.filter((row) => /payroll/i.test(row[2]!));
      expect(payrollRows.map((row) => row[3])).toEqual(["Did not know", "Did not know", "Did not know"]);
      expect(payrollRows.map((row) => row[7]).sort()).toEqual(["", copy.notHelpful, copy.notHelpful]);
      const rates = rows.find((row) => row[2] === "What are your rates?")!;
      expect(rates.slice(3, 8)).toEqual(["Answered", expect.stringContaining("rates"), "yes", "no", copy.helpful]);
      expect(rows.find((row) => row[2]?.startsWith("What are"))![1]).toBe(CONVERSATION_A);

      const refused = await staffGet(csvRoute.GET, "/api/admin/reports/assistant/questions.csv?from=2000-13-01", cookie);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ field: "from" });
      expect((await staffGet(csvRoute.ALL, path, cookie)).status).toBe(405);
    });

    it("pages the export by (time, id) without losing rows that share a time", async () => {
      const at = sql`now() - interval '2 days'`;
      await database.db.insert(chatQuestions).values(
        Array.from({ length: 5 }, (_, index) => ({
          question: `same moment ${index}`,
          questionKey: `same moment ${index}`,
          kind: "answer",
          answered: true,
          createdAt: at,
        })),
      );
      const seen: string[] = [];
      for await (const batch of questionsForExport({ from: addDays(today, -30), to: today }, 2)) {
        expect(batch.length).toBeLessThanOrEqual(2);
        seen.push(...batch.map((row) => row.id));
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(9 + 5);
      await database.db.execute(sql`delete from chat_questions where question like 'same moment %'`);
    });
  });
}
