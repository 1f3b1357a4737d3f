import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_BODY_BYTES } from "./http/api";

// Keystatic's own handler needs Astro's virtual modules; here it only records what reaches it.
const seen = vi.hoisted(() => [] as { url: string; body: string }[]);
vi.mock("@keystatic/astro/api", () => ({
  makeHandler: () => async (context: { request: Request }) => {
    seen.push({ url: context.request.url, body: await context.request.text() });
    return new Response("handled");
  },
}));
const { ALL } = await import("./keystatic-api");

/** The editor's API in a build with GitHub storage: what it reads of a request (issue 36). */
describe("the content editor's API behind the public origin", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("refuses a body over the limit with 413 before the editor's handler sees it, declared or streamed", async () => {
    vi.stubEnv("DEV", false);
    vi.stubEnv("SITE_URL", "https://www.example.com");
    const big = new Uint8Array(MAX_BODY_BYTES + 1);
    const declared = new Request("http://localhost/api/keystatic/github/refresh-token", { method: "POST", body: big });
    const streamed = new Request("http://localhost/api/keystatic/github/refresh-token", {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          for (let sent = 0; sent <= MAX_BODY_BYTES; sent += 16_384) controller.enqueue(new Uint8Array(16_384));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    for (const request of [declared, streamed]) {
      const context = { request, url: new URL(request.url) } as unknown as Parameters<typeof ALL>[0];
      const response = await ALL(context);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: "The request body is too large." });
    }
    expect(seen).toEqual([]);
  });

  it("hands a small body on, on the public origin", async () => {
    vi.stubEnv("DEV", false);
    vi.stubEnv("SITE_URL", "https://www.example.com");
    const request = new Request("http://localhost/api/keystatic/github/refresh-token?x=1", { method: "POST", body: "a=b" });
    const context = { request, url: new URL(request.url) } as unknown as Parameters<typeof ALL>[0];
    expect(await (await ALL(context)).text()).toBe("handled");
    expect(seen.at(-1)).toEqual({ url: "https://www.example.com/api/keystatic/github/refresh-token?x=1", body: "a=b" });
  });
});
