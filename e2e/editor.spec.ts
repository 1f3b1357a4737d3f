import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { readPostFiles } from "../src/content/blog-files";

/**
 * The content editor in local mode (issue 36, point 5): `astro dev` serves Keystatic at /keystatic; a marketing
 * person creates a post, saves it, and the post is a file in src/content/blog that the site then shows (the dev
 * server's /blog, the post's page and /rss.xml read the same collection a build reads; a post added as a file
 * reaching a build's every reader is src/content/blog-growth.test.ts). The production build has no editor: that
 * /keystatic is a 404 there is checked at the end against the shared e2e server.
 *
 * `EDITOR_SCREENSHOTS=docs/screens` also saves the screenshots docs/editing.md shows.
 */
const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.E2E_EDITOR_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1900);
const devUrl = `http://127.0.0.1:${port}`;
const shots = process.env.EDITOR_SCREENSHOTS ? path.resolve(root, process.env.EDITOR_SCREENSHOTS) : undefined;

const TITLE = "Editor Check: Reading a Chargeback Notice";
// A 1x1 PNG: the hero image is required.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

let dev: ChildProcess | undefined;

async function startDevServer(log: string): Promise<void> {
  mkdirSync(path.dirname(log), { recursive: true });
  const out = openSync(log, "w");
  dev = spawn(process.execPath, ["node_modules/astro/astro.js", "dev", "--port", String(port), "--host", "127.0.0.1"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", out, out],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${devUrl}/keystatic`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("astro dev did not answer /keystatic within a minute");
}

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `editing-${name}.png`) });
}

test.afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
});

test("the editor in local mode: a new post is saved as a file and shown on the blog, its page and the feed", async ({
  page,
  request,
}, testInfo) => {
  // 43 s alone here; in the full suite beside three browsers on two cores, a cold `astro dev` bundling the editor
  // has taken over 200 s, and closing the page after it was then cut off by a 240 s limit.
  test.setTimeout(480_000);
  page.setDefaultTimeout(20_000);
  await startDevServer(testInfo.outputPath("astro-dev.log"));
  let slug = "";
  try {
    await page.goto(`${devUrl}/keystatic`);
    await expect(page.getByRole("link", { name: "Blog posts" }).first()).toBeVisible({ timeout: 120_000 });
    // On its first page a cold dev server may bundle the editor's dependencies again and reload the page (Vite's
    // "optimized dependencies changed"): wait for that here, so it cannot wipe a half-filled form later.
    await expect
      .poll(() => readFileSync(testInfo.outputPath("astro-dev.log"), "utf8").includes("optimized dependencies changed"), {
        timeout: 15_000,
      })
      .toBe(true)
      .catch(() => undefined);
    await page.goto(`${devUrl}/keystatic`);
    await expect(page.getByRole("link", { name: "Blog posts" }).first()).toBeVisible({ timeout: 60_000 });
    await shot(page, "dashboard");
    if (shots) {
      await page.goto(`${devUrl}/keystatic/singleton/claims`);
      await expect(page.getByRole("button", { name: "Save" })).toBeVisible();
      await shot(page, "claims");
    }

    await page.goto(`${devUrl}/keystatic/collection/posts/create`);
    const title = page.getByRole("textbox", { name: "Title", exact: true });
    await expect(title).toBeVisible({ timeout: 60_000 });
    await title.fill(TITLE);
    slug = await page.getByRole("textbox", { name: "Address" }).inputValue();
    expect(slug).toBe("editor-check-reading-a-chargeback-notice");
    await page
      .getByRole("textbox", { name: "Excerpt" })
      .fill("What a chargeback notice says, which deadline matters, and the three documents that win most disputes.");
    await page.locator('input[type="date"]').first().fill("2025-02-20");
    for (const [field, option] of [
      ["Category", "business-tips"],
      ["Author", "karen-holt"],
    ] as const) {
      await page.getByRole("combobox", { name: field }).fill(option);
      await page.getByRole("option", { name: option }).click();
    }
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Choose file" }).click();
    await (await chooser).setFiles({ name: "chargeback.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("textbox", { name: "Hero image alt text" }).fill("A chargeback notice beside a card terminal receipt");
    for (const keyword of ["chargeback notice", "dispute deadline"]) {
      await page.getByRole("group", { name: "SEO keywords" }).getByRole("button", { name: "Add" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("textbox", { name: "Keyword" }).fill(keyword);
      await dialog.getByRole("button", { name: "Add" }).click();
      await expect(dialog).toBeHidden();
    }
    const body = page.getByRole("textbox", { name: "Body" });
    await body.click();
    await expect(body).toBeFocused();
    await page.keyboard.type("## Read the reason code first\n");
    await page.keyboard.type("The notice names a reason code and a deadline. Answer before the deadline, with evidence.");
    await shot(page, "new-post");

    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(new RegExp(`/keystatic/collection/posts/item/${slug}$`), { timeout: 30_000 });
    await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(TITLE);
    await shot(page, "saved-post");

    // The file, as the build's collection reads it.
    const file = path.join(root, "src", "content", "blog", `${slug}.mdx`);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8")).toContain("## Read the reason code first");
    const post = readPostFiles().find((candidate) => candidate.slug === slug)!;
    expect(post).toMatchObject({ title: TITLE, category: "Business Tips", dateIso: "2025-02-20", draft: false });
    expect(post.author.name).toBe("Karen Holt");
    expect(post.keywords).toEqual(["chargeback notice", "dispute deadline"]);
    expect(existsSync(path.join(root, "public", post.image))).toBe(true);

    // The site shows it: the listing, the post's own page and the feed.
    await expect(async () => {
      expect(await (await request.get(`${devUrl}/blog`)).text()).toContain(`/blog/${slug}`);
    }).toPass({ timeout: 30_000 });
    const article = await request.get(`${devUrl}/blog/${slug}`);
    expect(article.status()).toBe(200);
    expect(await article.text()).toContain("Read the reason code first");
    expect(await (await request.get(`${devUrl}/rss.xml`)).text()).toContain(`<title>${TITLE}</title>`);
  } finally {
    if (slug) {
      rmSync(path.join(root, "src", "content", "blog", `${slug}.mdx`), { force: true });
      rmSync(path.join(root, "public", "blog", slug), { recursive: true, force: true });
      for (const extension of ["png", "svg", "jpg", "webp"]) {
        rmSync(path.join(root, "public", "blog", `${slug}.${extension}`), { force: true });
      }
    }
  }

  // The production build (made without the GitHub storage settings) has no editor.
  expect((await request.get("/keystatic")).status()).toBe(404);
  expect((await request.get("/api/keystatic/tree")).status()).toBe(404);
});
