import http from "node:http";
import { expect, test } from "@playwright/test";
import { verifyWebhookSignature } from "../src/server/notifications/webhook";
import {
  BASE_PORT,
  createPgDatabase,
  createStaffAccount,
  leadBody,
  postgresMissing,
  request,
  startServer,
  type Answer,
  type PgDatabase,
  type ServerProcess,
} from "./server-process";

/**
 * Several instances (issue 15, item 7): two production server processes on ONE PostgreSQL database, started at the
 * same moment on an empty database (as a deploy does), behind a small round-robin reverse proxy written here
 * (loopback only; it appends the client's address to X-Forwarded-For and the servers trust one hop). Leads through
 * either instance land once each, the rate limit is one bucket for both, a staff session made on one works on the
 * other, and each lead's webhook is delivered once although both instances run the outbox worker.
 */

const PORT_A = BASE_PORT + 4;
const PORT_B = BASE_PORT + 5;
const PROXY_PORT = BASE_PORT + 6;
const RECEIVER_PORT = BASE_PORT + 7;
const BURST = 10;
const PASSWORD = "tidewater ledger 2017";
const WEBHOOK_SECRET = "scale-out-test-secret-0123456789abcdef";
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const tag = `scale-${process.pid}-${Date.now()}`;

test.describe.configure({ mode: "serial", timeout: 60_000 });

let database: PgDatabase;
let instances: ServerProcess[] = [];
let proxy: http.Server;
let receiver: http.Server;
/** Which instance answered each request that went through the proxy. */
const servedBy: string[] = [];
const deliveries: { deliveryId: string; leadId: string; signed: boolean }[] = [];

function listen(server: http.Server, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
}

/** Connection-level headers concern one hop only; a proxy does not pass them on. */
function withoutHopHeaders(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const { connection: _connection, "keep-alive": _keepAlive, ...rest } = headers;
  return rest;
}

/** The round-robin proxy: each request goes to the next instance, with the client's address appended to X-Forwarded-For. */
function startProxy() {
  const upstreams = [
    { name: "A", port: PORT_A },
    { name: "B", port: PORT_B },
  ];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  let turn = 0;
  const server = http.createServer((req, res) => {
    const upstream = upstreams[turn++ % upstreams.length]!;
    const client = req.socket.remoteAddress ?? "";
    const forwarded = req.headers["x-forwarded-for"];
    const headers = {
      ...withoutHopHeaders(req.headers),
      "x-forwarded-for": forwarded ? `${String(forwarded)}, ${client}` : client,
    };
    const outgoing = http.request(
      { host: "127.0.0.1", port: upstream.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        servedBy.push(upstream.name);
        res.writeHead(answer.statusCode ?? 502, { ...withoutHopHeaders(answer.headers), "x-upstream": upstream.name });
        answer.pipe(res);
      },
    );
    outgoing.on("error", () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(outgoing);
  });
  server.on("close", () => agent.destroy());
  return server;
}

/** The webhook receiver: records every delivery (outbox id, lead id, signature check) and answers 200. */
function startReceiver() {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const parsed = JSON.parse(body) as { lead: { id: string } };
      deliveries.push({
        deliveryId: String(req.headers["x-harborline-delivery"]),
        leadId: parsed.lead.id,
        signed: verifyWebhookSignature(body, req.headers["x-harborline-signature"] as string, WEBHOOK_SECRET),
      });
      // A little latency, so both workers' rounds overlap.
      setTimeout(() => res.writeHead(200).end("ok"), 20);
    });
  });
}

const postLead = (n: number, localAddress: string, headers: Record<string, string> = {}) =>
  request({
    port: PROXY_PORT,
    path: "/api/contacts",
    method: "POST",
    headers: { origin: PROXY, ...headers },
    body: leadBody(tag, n),
    localAddress,
  });

async function ourLeads() {
  return database.query<{ id: string; email: string }>("select id::text, email from contacts where email like $1", [`${tag}-%`]);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  test.skip(await postgresMissing(), "PostgreSQL is not reachable");
  database = await createPgDatabase("scale");
  receiver = startReceiver();
  await listen(receiver, RECEIVER_PORT);
  const env = {
    DATABASE_URL: database.url,
    TRUST_PROXY: "1",
    RATE_LIMIT_BURST: String(BURST),
    RATE_LIMIT_REFILL_PER_MINUTE: "1",
    WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/hooks/leads`,
    WEBHOOK_SECRET,
    OUTBOX_POLL_SECONDS: "1",
    // "notification delivered" lines with event lead.created tell which instance's worker sent each notification.
    LOG_LEVEL: "info",
  };
  // Both at once on an empty database: one applies the migrations while the other waits for it.
  instances = await Promise.all([startServer(PORT_A, env), startServer(PORT_B, env)]);
  createStaffAccount("ops", PASSWORD, { DATABASE_URL: database.url });
  proxy = startProxy();
  await listen(proxy, PROXY_PORT);
});

test.afterAll(async () => {
  if (!database) return;
  await new Promise((resolve) => proxy?.close(resolve));
  const exits = await Promise.all(instances.map((instance) => instance.stop("SIGTERM")));
  await new Promise((resolve) => receiver?.close(resolve));
  await database?.drop();
  expect(exits.map((exit) => exit.code)).toEqual(instances.map(() => 0));
});

test("leads sent through the proxy reach both instances and are stored once each", async () => {
  // Three clients (their own loopback addresses, so their own rate-limit buckets), nine leads each, at once.
  const clients = ["127.0.0.11", "127.0.0.12", "127.0.0.13"];
  const start = servedBy.length;
  const answers = await Promise.all(
    clients.flatMap((address, c) => Array.from({ length: BURST - 1 }, (_, i) => postLead(100 + c * 100 + i, address))),
  );
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
  const served = servedBy.slice(start);
  expect(served.filter((name) => name === "A").length).toBeGreaterThan(0);
  expect(served.filter((name) => name === "B").length).toBeGreaterThan(0);

  const ids = answers.map((answer) => (JSON.parse(answer.body) as { id: string }).id);
  const rows = await ourLeads();
  const stored = new Map(rows.map((row) => [row.id, row.email]));
  expect(ids.filter((id) => !stored.has(id))).toEqual([]);
  expect(rows.length).toBe(ids.length);
  expect(new Set(rows.map((row) => row.email)).size).toBe(rows.length);
  console.log(
    `scale-out leads: ${answers.length} sent, ${ids.length} answered 201 (A ${served.filter((n) => n === "A").length}, B ${served.filter((n) => n === "B").length}), ${rows.length} stored`,
  );
});

test("the rate limit is one bucket for both instances: exactly the burst succeeds, then 429", async () => {
  const address = "127.0.0.21";
  const answers: (Answer & { upstream: string })[] = [];
  for (let i = 0; i < BURST + 4; i += 1) {
    const answer = await postLead(1000 + i, address);
    answers.push({ ...answer, upstream: String(answer.headers["x-upstream"]) });
  }
  // Strict alternation: each instance took half of the burst, so only a shared bucket can have run out.
  const first = answers[0]!.upstream;
  const other = first === "A" ? "B" : "A";
  expect(answers.map((answer) => answer.upstream)).toEqual(answers.map((_, i) => (i % 2 === 0 ? first : other)));
  expect(answers.map((answer) => answer.status)).toEqual([
    ...Array.from({ length: BURST }, () => 201),
    ...Array.from({ length: 4 }, () => 429),
  ]);
  for (const refused of answers.slice(BURST)) expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  // A client cannot pick another bucket by writing X-Forwarded-For itself: the servers trust only the proxy's hop.
  const spoofed = await postLead(2000, address, { "x-forwarded-for": "203.0.113.7" });
  expect(spoofed.status).toBe(429);
  const rows = await database.query<{ key: string }>("select key from rate_limits where key like 'contacts:%'");
  expect(rows.map((row) => row.key)).toContain(`contacts:${address}`);
  expect(rows.map((row) => row.key)).not.toContain("contacts:203.0.113.7");
  console.log(
    `scale-out rate limit: burst ${BURST}, statuses ${answers.map((a) => `${a.upstream}${a.status}`).join(" ")}, spoofed XFF ${spoofed.status}`,
  );
});

test("a staff session made on one instance works on the other", async () => {
  const [a, b] = instances as [ServerProcess, ServerProcess];
  const form = new URLSearchParams({ username: "ops", password: PASSWORD }).toString();
  const login = await request({
    port: a.port,
    path: "/admin/login",
    method: "POST",
    headers: { origin: a.base, "content-type": "application/x-www-form-urlencoded", "content-length": String(form.length) },
    body: form,
  });
  expect(login.status, login.body.slice(0, 300)).toBe(303);
  const setCookie = ([] as string[]).concat(login.headers["set-cookie"] ?? []);
  const session = setCookie.map((line) => line.split(";")[0]!).find((pair) => pair.startsWith("hl_staff="));
  expect(session).toBeDefined();

  const inbox = await request({ port: b.port, path: "/admin", method: "GET", headers: { cookie: session! } });
  expect(inbox.status).toBe(200);
  expect(inbox.body).toContain("ops");
  const leads = await request({ port: b.port, path: "/api/admin/leads", method: "GET", headers: { cookie: session! } });
  expect(leads.status).toBe(200);
  const page = JSON.parse(leads.body) as { total: number };
  expect(page.total).toBe((await ourLeads()).length);
  // Without the cookie, B sends the visitor to the sign-in form: the session, not the instance, let them in.
  const anonymous = await request({ port: b.port, path: "/api/admin/leads", method: "GET" });
  expect(anonymous.status).toBe(401);
});

test("every outbox row is delivered once, although both instances run the outbox worker", async () => {
  test.setTimeout(60_000);
  const deadline = Date.now() + 30_000;
  let pending = -1;
  while (Date.now() < deadline) {
    const [row] = await database.query<{ n: number }>(
      "select count(*)::int as n from notification_outbox where status <> 'delivered'",
    );
    pending = row!.n;
    if (pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(pending).toBe(0);
  // A moment for a (wrong) second delivery to arrive, should one be on its way.
  await new Promise((resolve) => setTimeout(resolve, 1_500));

  const leads = await database.query<{ id: string }>("select id::text from contacts");
  const outbox = await database.query<{ id: string; contact_id: string; attempts: number }>(
    "select id::text, contact_id::text, attempts from notification_outbox",
  );
  expect(outbox.length).toBe(leads.length);
  const perLead = new Map<string, number>();
  for (const delivery of deliveries) perLead.set(delivery.leadId, (perLead.get(delivery.leadId) ?? 0) + 1);
  expect(leads.filter((lead) => perLead.get(lead.id) !== 1).map((lead) => `${lead.id}: ${perLead.get(lead.id) ?? 0}`)).toEqual(
    [],
  );
  expect(deliveries.length).toBe(leads.length);
  expect(new Set(deliveries.map((delivery) => delivery.deliveryId))).toEqual(new Set(outbox.map((row) => row.id)));
  expect(deliveries.every((delivery) => delivery.signed)).toBe(true);
  expect(outbox.every((row) => row.attempts === 1)).toBe(true);

  // Both workers took part: each instance logged some of the deliveries.
  const delivered = instances.map(
    (instance) => instance.output().match(/"message":"notification delivered"[^\n]*"event":"lead\.created"/g)?.length ?? 0,
  );
  expect(delivered.reduce((sum, n) => sum + n, 0)).toBe(leads.length);
  expect(delivered.every((n) => n > 0)).toBe(true);
  console.log(
    `scale-out outbox: ${leads.length} leads, ${outbox.length} outbox rows, ${deliveries.length} deliveries (A ${delivered[0]}, B ${delivered[1]}), max per lead ${Math.max(...perLead.values())}`,
  );
});
