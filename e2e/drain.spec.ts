import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  BASE_PORT,
  createPgDatabase,
  leadBody,
  postgresMissing,
  request,
  RequestFailure,
  startServer,
  type Answer,
} from "./server-process";

/**
 * Drain under load (issue 15, item 6), on PGlite and on PostgreSQL: the production server (dist/server.mjs) takes
 * a steady stream of valid leads on kept-alive connections, gets SIGTERM in the middle of it, and must
 *  - answer /readyz 503 from the moment the drain begins,
 *  - keep answering what it has been sent (no 5xx, no connection reset on a reused connection),
 *  - finish a request still in flight when it stops accepting,
 *  - exit 0 within SHUTDOWN_TIMEOUT_MS,
 * and every lead it answered 201 must be in the database exactly once afterwards.
 * No browser: node's http client with a keep-alive agent (what a reverse proxy's upstream pool does).
 */

/**
 * The drain's delay before the listener closes: 2.5 s rather than the server's default 1 s, because on a loaded machine the
 * first /readyz probe that sees 503 can come back late in the window, and the requests sent after it must still have
 * time to be answered, or the test would see no request answered during the drain (seen with a 1 s window).
 */
const SHUTDOWN_DELAY_MS = 2_500;
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Load before the signal, and the most requests one run may send (bounds the run whatever happens). */
const WARM_UP_MS = 1_500;
const MAX_REQUESTS = 20_000;

test.describe.configure({ mode: "serial" });

interface Sent {
  n: number;
  sentAt: number;
  answer?: Answer;
  failure?: RequestFailure;
  failedAt?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function drainUnderLoad(driver: "pglite" | "postgres", port: number, concurrency: number) {
  const tag = `drain-${driver}-${process.pid}-${Date.now()}`;
  let env: Record<string, string>;
  let storedLeads: () => Promise<{ id: string; email: string }[]>;
  let cleanup: () => Promise<void>;
  if (driver === "postgres") {
    const database = await createPgDatabase("drain");
    env = { DATABASE_URL: database.url };
    storedLeads = () => database.query("select id::text, email from contacts");
    cleanup = () => database.drop();
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), "e2e-drain-pglite-"));
    env = { DATABASE_URL: "", PGLITE_DIR: dir };
    storedLeads = async () => {
      const { PGlite } = await import("@electric-sql/pglite");
      const db = await PGlite.create(dir);
      try {
        return (await db.query<{ id: string; email: string }>("select id::text, email from contacts")).rows;
      } finally {
        await db.close();
      }
    };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }

  const server = await startServer(port, {
    ...env,
    RATE_LIMIT_BURST: "1000000",
    SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  // The held request below has a kept-alive connection of its own: its head arrives before the signal and its answer
  // after, which must still close the connection.
  const heldAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const sent: Sent[] = [];
    let next = 0;
    let stopLoad = false;
    let signalAt = Number.POSITIVE_INFINITY;
    const post = (n: number, holdBodyUntil?: Promise<unknown>) =>
      request({
        port,
        path: "/api/contacts",
        method: "POST",
        agent: holdBodyUntil ? heldAgent : agent,
        headers: { origin: server.base },
        body: leadBody(tag, n),
        holdBodyUntil,
      });

    // A lead whose body is still arriving when the server stops accepting: an in-flight request, which the drain
    // must finish. The rest of its body is sent once a new connection has been refused (the listener is closed).
    let releaseBody!: (reason: string) => void;
    const bodyReleased = new Promise<string>((resolve) => (releaseBody = resolve));
    const workers = Array.from({ length: concurrency }, async () => {
      while (!stopLoad && next < MAX_REQUESTS) {
        const record: Sent = { n: next++, sentAt: Date.now() };
        sent.push(record);
        try {
          record.answer = await post(record.n);
        } catch (error) {
          if (!(error instanceof RequestFailure)) throw error;
          record.failure = error;
          record.failedAt = Date.now();
          // Once the server has stopped accepting, every new connection is refused: do not spin.
          if (error.code === "ECONNREFUSED") {
            releaseBody("listener closed");
            await sleep(25);
          }
        }
      }
    });

    const readiness: { sentAt: number; answeredAt?: number; status?: number; code?: string }[] = [];
    const readinessPoller = (async () => {
      while (!stopLoad) {
        const probe: (typeof readiness)[number] = { sentAt: Date.now() };
        readiness.push(probe);
        try {
          probe.status = (await request({ port, path: "/readyz", method: "GET" })).status;
          probe.answeredAt = Date.now();
        } catch (error) {
          probe.code = error instanceof RequestFailure ? error.code : String(error);
          if (probe.code === "ECONNREFUSED") releaseBody("listener closed");
        }
        await sleep(50);
      }
    })();

    await sleep(WARM_UP_MS);
    const held: Sent = { n: MAX_REQUESTS + 1, sentAt: Date.now() };
    const heldAnswer = post(held.n, bodyReleased).then(
      (answer) => (held.answer = answer),
      (error: unknown) => (held.failure = error instanceof RequestFailure ? error : new RequestFailure(String(error), false)),
    );
    await sleep(100);
    const ackedBeforeSignal = sent.filter((record) => record.answer?.status === 201).length;

    signalAt = Date.now();
    server.child.kill("SIGTERM");
    const fallback = setTimeout(() => releaseBody("no refusal seen"), SHUTDOWN_TIMEOUT_MS / 2);
    const exit = await Promise.race([server.exited, sleep(SHUTDOWN_TIMEOUT_MS + 5_000).then(() => undefined)]);
    const exitedAfterMs = Date.now() - signalAt;
    stopLoad = true;
    clearTimeout(fallback);
    const heldReleased = await Promise.race([bodyReleased, Promise.resolve("never")]);
    await Promise.all([...workers, readinessPoller, heldAnswer]);

    // What was answered and how.
    const answered = sent.filter((record) => record.answer);
    const acknowledged = answered.filter((record) => record.answer!.status === 201);
    const fiveHundreds = answered.filter(
      (record) => record.answer!.status >= 500 && !(record.answer!.status === 503 && record.sentAt >= signalAt),
    );
    const unexpectedStatuses = answered.filter((record) => ![201, 503].includes(record.answer!.status));
    const failures = sent.filter((record) => record.failure);
    const resetsOnReused = failures.filter((record) => record.failure!.reusedSocket);
    const refused = failures.filter((record) => record.failure!.code === "ECONNREFUSED");
    // New connections still waiting in the kernel's accept queue when the listening socket closes are reset by
    // the kernel: their request never reached the application (a load balancer has stopped opening connections
    // by then, see docs/deploying.md). Allowed only from the stop on, and never on a reused connection.
    const resetNew = failures.filter((record) => !record.failure!.reusedSocket && record.failure!.code === "ECONNRESET");
    const failuresBeforeStop = failures.filter((record) => record.failedAt! < signalAt + SHUTDOWN_DELAY_MS);
    const otherFailures = failures.filter(
      (record) => !record.failure!.reusedSocket && !["ECONNREFUSED", "ECONNRESET"].includes(record.failure!.code),
    );
    // /readyz: 503 once the drain began, never ready again.
    const firstDraining = readiness.findIndex((probe) => probe.status === 503);
    // Requests sent once the server was seen draining: each answer asks for the connection to be closed.
    const drainSeenAt = readiness[firstDraining]?.answeredAt ?? Number.POSITIVE_INFINITY;
    const answeredDuringDrain = answered.filter((record) => record.sentAt >= drainSeenAt);
    const closedDuringDrain = answeredDuringDrain.filter((record) => record.answer!.headers.connection === "close");
    const readyAfterDraining = readiness.slice(firstDraining + 1).filter((probe) => probe.status === 200);

    // Every lead answered 201 is stored exactly once (the held one included).
    const rows = await storedLeads();
    const ours = rows.filter((row) => row.email.startsWith(`${tag}-`));
    const emailsSeen = new Map<string, number>();
    for (const row of ours) emailsSeen.set(row.email, (emailsSeen.get(row.email) ?? 0) + 1);
    const idsStored = new Set(ours.map((row) => row.id));
    const ackedIds = [...acknowledged, ...(held.answer?.status === 201 ? [held] : [])].map(
      (record) => (JSON.parse(record.answer!.body) as { id: string }).id,
    );
    const lost = ackedIds.filter((id) => !idsStored.has(id));
    const duplicated = [...emailsSeen].filter(([, count]) => count > 1);

    const figures = {
      driver,
      concurrency,
      sent: sent.length,
      acknowledged201: acknowledged.length,
      ackedBeforeSignal,
      sentOnReusedConnectionsAfterSignal: sent.filter(
        (record) => record.sentAt >= signalAt && (record.answer?.reusedSocket ?? record.failure?.reusedSocket),
      ).length,
      answeredDuringDrain: answeredDuringDrain.length,
      connectionCloseDuringDrain: closedDuringDrain.length,
      stored: ours.length,
      lost: lost.length,
      duplicated: duplicated.length,
      fiveHundredsOutsideDrain503: fiveHundreds.length,
      status503: answered.filter((record) => record.answer!.status === 503).length,
      resetsOnReusedConnections: resetsOnReused.length,
      refusedAfterClose: refused.length,
      newConnectionsResetAtStop: resetNew.length,
      failuresBeforeStop: failuresBeforeStop.length,
      otherFailures: otherFailures.length,
      firstFailureAfterSignalMs: failures.length ? Math.min(...failures.map((record) => record.failedAt! - signalAt)) : null,
      heldBodyReleased: heldReleased,
      heldRequest: held.answer ? `${held.answer.status} (Connection: ${held.answer.headers.connection})` : held.failure?.message,
      readyzProbes: readiness.length,
      readyz503: readiness.filter((probe) => probe.status === 503).length,
      exit: exit ? `${exit.code ?? exit.signal}` : "still running",
      exitedAfterMs,
    };
    console.log(`drain ${driver}: ${JSON.stringify(figures)}`);

    expect(exit, `the server did not exit: ${server.output()}`).toBeDefined();
    expect(exit!.code, server.output()).toBe(0);
    expect(exitedAfterMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(exitedAfterMs).toBeGreaterThanOrEqual(SHUTDOWN_DELAY_MS);
    expect(server.output()).not.toMatch(/"level":"error"/);

    expect(ackedBeforeSignal).toBeGreaterThan(0);
    expect(answeredDuringDrain.length).toBeGreaterThan(0);
    expect(closedDuringDrain.length).toBe(answeredDuringDrain.length);
    expect(fiveHundreds.map((record) => record.answer!.status)).toEqual([]);
    expect(unexpectedStatuses.map((record) => record.answer!.status)).toEqual([]);
    expect(resetsOnReused.map((record) => `#${record.n} ${record.failure!.message}`)).toEqual([]);
    expect(otherFailures.map((record) => `#${record.n} ${record.failure!.message}`)).toEqual([]);
    expect(failuresBeforeStop.map((record) => `#${record.n} ${record.failure!.message}`)).toEqual([]);

    expect(heldReleased).toBe("listener closed");
    expect(held.answer?.status, held.failure?.message).toBe(201);
    expect(held.answer!.headers.connection).toBe("close");

    expect(firstDraining, JSON.stringify(readiness.slice(-5))).toBeGreaterThanOrEqual(0);
    // (A probe sent just before the signal may be answered after it: the server reads it late under load.)
    expect(readiness[firstDraining]!.answeredAt).toBeGreaterThanOrEqual(signalAt);
    expect(readiness.slice(0, firstDraining).some((probe) => probe.status === 200)).toBe(true);
    expect(readyAfterDraining).toEqual([]);

    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(ours.length).toBeGreaterThanOrEqual(ackedIds.length);
    // Nothing is stored that was not answered: a lead is never half-taken.
    expect(ours.length).toBe(ackedIds.length);
  } finally {
    agent.destroy();
    heldAgent.destroy();
    await server.stop("SIGKILL");
    await cleanup();
  }
}

test("SIGTERM under load on PGlite: readiness 503, in-flight requests finished, every acknowledged lead stored once, exit 0", async () => {
  test.setTimeout(90_000);
  await drainUnderLoad("pglite", BASE_PORT + 2, 8);
});

test("SIGTERM under load on PostgreSQL: readiness 503, in-flight requests finished, every acknowledged lead stored once, exit 0", async () => {
  test.setTimeout(90_000);
  test.skip(await postgresMissing(), "PostgreSQL is not reachable");
  await drainUnderLoad("postgres", BASE_PORT + 3, 16);
});
