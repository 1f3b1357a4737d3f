import { existsSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCopy } from "@/content/admin";
import { stopChatEngines } from "@/server/chat/engine-runner";
import { settleChatQuestionWrites } from "@/server/chat/questions";
import { createApp } from "@/server/http/app";
import { createRateLimiter, MemoryBucketStore } from "@/server/http/rate-limit";
import { ORIGIN, useLeadTestDatabase } from "@/test-support/api";
import { setRateLimiterForTests } from "@/test-support/process-state";
import { signedInStaff } from "@/test-support/staff";
import { testDrivers } from "@/test-support/test-databases";

/**
 * /admin/reports/assistant as the build serves it (issue 34): the Express front and Astro's real handler from dist/
 * (`npm run build` first; `npm test` does), on both databases, over HTTP. Nothing anonymous reads what visitors
 * asked; staff see the question the chat could not answer, grouped with its count and its feedback.
 */
const root = process.cwd();
const entry = path.join(root, "dist", "server", "entry.mjs");
const built = existsSync(entry);
if (!built) {
  const message = "dist/server/entry.mjs is missing: run `npm run build` before the tests against the build.";
  if (process.env.CI) throw new Error(message);
  console.warn(`\n[assistant-page-built] ${message} They are reported as skipped.\n`);
}

let astroHandler: RequestHandler;
const servers: Server[] = [];
const copy = adminCopy.assistant;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(base: string, target: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const url = new URL(base);
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: target, method: options.method ?? "GET", headers: options.headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

beforeAll(async () => {
  if (!built) return;
  ({ handler: astroHandler } = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as { handler: RequestHandler });
});

afterAll(async () => {
  for (const server of servers) server.close();
  await stopChatEngines();
});

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip || !built)(`the assistant's page of the build on ${driver} (issue 34)`, { timeout: 120_000 }, () => {
    const database = useLeadTestDatabase(driver);
    let base = "";
    let cookie = "";
    const json = { "content-type": "application/json", origin: ORIGIN };

    beforeAll(async () => {
      const app = createApp({ clientDir: path.join(root, "dist", "client"), astroHandler, siteUrl: ORIGIN, trustProxy: false });
      const server = app.listen(0, "127.0.0.1");
      await new Promise<void>((resolve) => server.once("listening", () => resolve()));
      servers.push(server);
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      cookie = (await signedInStaff(database.db, `built${driver}`)).cookie;
      setRateLimiterForTests(createRateLimiter({ enabled: false, burst: 1, refillPerSecond: 1 }, new MemoryBucketStore()));
      // Twice the same question the site does not publish, written differently, one of them rated not helpful.
      const ids: string[] = [];
      for (const message of ["Do you offer payroll services?", "do you offer PAYROLL services"]) {
        const answer = await send(base, "/api/chatbot", {
          method: "POST",
          headers: json,
          body: JSON.stringify({ message, history: [] }),
        });
        expect(answer.status, answer.body).toBe(200);
        ids.push((JSON.parse(answer.body) as { answerId: string }).answerId);
      }
      await settleChatQuestionWrites();
      const rated = await send(base, "/api/chat-feedback", {
        method: "POST",
        headers: json,
        body: JSON.stringify({ answerId: ids[0], helpful: false }),
      });
      expect(rated.status, rated.body).toBe(204);
    });
    afterAll(() => setRateLimiterForTests(undefined));

    it("sends anyone without a session to the sign-in form, and answers 401 to the export", async () => {
      for (const target of ["/admin/reports/assistant", "/admin/reports/assistant?from=2026-01-01"]) {
        const page = await send(base, target);
        expect(page.status, target).toBe(303);
        expect(page.headers.location).toBe(`/admin/login?next=${encodeURIComponent(target)}`);
        expect(page.body).not.toMatch(/payroll/i);
      }
      const csv = await send(base, "/api/admin/reports/assistant/questions.csv");
      expect(csv.status).toBe(401);
      expect(csv.body).not.toMatch(/payroll/i);
      // The feedback endpoint writes only: a read is refused.
      expect((await send(base, "/api/chat-feedback")).status).toBe(405);
    });

    it("shows staff the question grouped with its count and its feedback, linked from the reports page", async () => {
      const page = await send(base, "/admin/reports/assistant", { headers: { cookie } });
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"]).toContain("no-store");
      expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(page.body).toContain(`<h1 class="text-2xl font-bold text-navy-900 sm:text-3xl">${copy.title}</h1>`);
      const unanswered = page.body.slice(page.body.indexOf('data-testid="assistant-unanswered"'));
      expect(unanswered).toMatch(/payroll services\??<\/th><td[^>]*>2<\/td><td[^>]*>Did not know<\/td>/i);
      const feedback = page.body.slice(page.body.indexOf('data-testid="assistant-feedback"'));
      expect(feedback).toMatch(/payroll services\??<\/th><td[^>]*>Did not know<\/td><td[^>]*>1<\/td>/i);
      expect(page.body).toMatch(/data-testid="assistant-feedback-totals"[^]*?0 \/ 1/);

      const reports = await send(base, "/admin/reports", { headers: { cookie } });
      expect(reports.body).toContain(`href="/admin/reports/assistant"`);

      const csv = await send(base, "/api/admin/reports/assistant/questions.csv", { headers: { cookie } });
      expect(csv.status).toBe(200);
      expect(csv.body.match(/payroll/gi)).toHaveLength(2);
      expect(csv.body).toContain(copy.notHelpful);
    });

    it("refuses a date outside the reports' bounds with a 400 page naming it", async () => {
      const page = await send(base, "/admin/reports/assistant?from=1999-12-31", { headers: { cookie } });
      expect(page.status).toBe(400);
      expect(page.body).toContain("The From date 1999-12-31 is outside the dates reports cover");
      const nul = await send(base, "/admin/reports/assistant?to=%00", { headers: { cookie } });
      expect(nul.status).toBe(400);
    });
  });
}
