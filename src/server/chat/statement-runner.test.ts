import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stopChatEngines, warmChatEngines } from "./engine-runner";
import { handleChatRequest } from "./http";
import { threadCpuMs } from "@/test-support/thread-cpu";
import { analyzeStatementOffThread, STATEMENT_TIME_LIMIT_MS, statementLoad, statementWorkerFile } from "./statement-runner";

const fixture = (name: string) => ({
  name,
  type: "text/csv" as const,
  content: readFileSync(new URL(`./fixtures/statements/${name}`, import.meta.url), "utf8"),
});

function chat(body: unknown): Promise<Response> {
  return handleChatRequest({
    request: new Request("http://localhost/api/chatbot", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    clientAddress: "127.0.0.1",
  });
}

// The chat's engine workers are built before anything is timed (a few seconds, once).
beforeAll(warmChatEngines, 120_000);
afterAll(stopChatEngines);

describe("statement analysis in a worker thread", () => {
  it("builds the worker from source when dist/ has none, and reads a statement with it", async () => {
    expect(await statementWorkerFile()).toMatch(/statement-worker(-[0-9a-f]{16})?\.mjs$/);
    const outcome = await analyzeStatementOffThread(fixture("total-row-count.csv"));
    expect(outcome).toMatchObject({ ok: true, figures: { transactionCount: 300, totalVolume: 9000.5 } });
  });

  it("stops a worker at the time limit and answers timeout", async () => {
    const big = { name: "big.csv", type: "text/csv", content: "Amount,Fee\n" + "12.50,0.36\n".repeat(400_000) };
    const started = performance.now();
    const outcome = await analyzeStatementOffThread(big, { timeLimitMs: 20 });
    expect(outcome).toEqual({ ok: false, reason: "timeout" });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(statementLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it("answers other requests promptly while pathological attachments are read", async () => {
    const ninetySixKb = " 1,".repeat(32_000);
    const nineMb = " 1,".repeat(3_000_000);
    const cpuBefore = threadCpuMs();
    const started = performance.now();
    const uploads = [
      chat({ message: "", history: [], attachment: { name: "a.txt", type: "text/plain", content: ninetySixKb } }),
      chat({ message: "", history: [], attachment: { name: "b.txt", type: "text/plain", content: nineMb } }),
      chat({ message: "", history: [], attachment: { name: "c.csv", type: "text/csv", content: nineMb } }),
    ];
    // While the three statements are read (two workers, one waiting), a question is answered at once.
    const questionStarted = performance.now();
    const question = await chat({ message: "What are your rates?", history: [] });
    const questionMs = performance.now() - questionStarted;
    expect(question.status).toBe(200);
    expect(((await question.json()) as { message: string }).message).toMatch(/1\.5% \+ \$0\.10/);

    const answers = await Promise.all(uploads);
    const elapsed = performance.now() - started;
    const cpuMs = threadCpuMs() - cpuBefore;
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      const { message } = (await answer.json()) as { message: string };
      expect(message).toMatch(/couldn't find transaction amounts or totals|couldn't finish reading/);
    }
    // Each upload is answered within the time limit after it starts (the third waits for a worker first).
    expect(elapsed).toBeLessThan(3 * STATEMENT_TIME_LIMIT_MS);
    // Not a benchmark: guards against the analysis running on the request thread again (it took 3 s, then minutes).
    // This thread's own CPU time covers building and parsing the three bodies (about 19 MB) and the question, and
    // it does not grow with the machine's load the way a stall measured on the clock does; the three analyses,
    // cut at their time limit in the workers, would add seconds.
    expect(questionMs).toBeLessThan(STATEMENT_TIME_LIMIT_MS);
    expect(cpuMs).toBeLessThan(1_500);
  });
});
