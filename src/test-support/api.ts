import type { APIContext, APIRoute } from "astro";
import { afterAll, beforeAll } from "vitest";
import { openTestDatabase, type TestDatabase } from "@/test-support/test-databases";
import { setDatabaseForTests } from "@/test-support/process-state";

/** Builds real Requests for the endpoint tests and calls a route's handler the way Astro does. */
export const ORIGIN = "http://localhost:3000";

export interface PostOptions {
  headers?: Record<string, string>;
  /** Raw body (string) instead of JSON.stringify(body). */
  raw?: string | Uint8Array | ReadableStream<Uint8Array>;
  method?: string;
  clientAddress?: string;
}

export function makeRequest(path: string, body: unknown, options: PostOptions = {}): Request {
  const method = options.method ?? "POST";
  const hasBody = method !== "GET" && method !== "HEAD";
  const init: RequestInit & { duplex?: "half" } = {
    method,
    headers: { "content-type": "application/json", host: "localhost:3000", origin: ORIGIN, ...options.headers },
  };
  if (hasBody) {
    init.body = (options.raw ?? JSON.stringify(body)) as BodyInit;
    if (options.raw instanceof ReadableStream) init.duplex = "half";
  }
  return new Request(`${ORIGIN}${path}`, init);
}

export async function call(route: APIRoute, request: Request, clientAddress = "203.0.113.7") {
  const response = await route({ request, clientAddress, url: new URL(request.url) } as unknown as APIContext);
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { unparsed: text };
  }
  return { status: response.status, headers: response.headers, body, text };
}

export const validContact = {
  firstName: "Maria",
  lastName: "Alvarez",
  email: "maria@alvarezcantina.example",
  phone: "(210) 555-0188",
  businessName: "Alvarez Cantina",
  interestedIn: "pos-systems",
  industry: "restaurant",
};

export const validApplication = {
  firstName: "Dwayne",
  lastName: "Okafor",
  email: "dwayne@okaforauto.example",
  phone: "",
  businessName: "Okafor Auto Repair",
  interestedIn: "credit-card-processing",
  industry: "automotive",
  currentProcessor: "square",
  monthlyVolume: "$45,000",
};

/**
 * For a describe block on one driver: opens a test database before its tests, makes it the database the lead
 * services use, and destroys it afterwards. The returned handle is filled in by the time the tests run.
 */
export function useLeadTestDatabase(driver: "pglite" | "postgres"): TestDatabase {
  const handle = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(handle, await openTestDatabase(driver));
    setDatabaseForTests(handle.db, handle.driver);
  });
  afterAll(async () => {
    setDatabaseForTests(undefined);
    await handle.destroy?.();
  });
  return handle;
}
