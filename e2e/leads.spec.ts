import { expect, test, type Page } from "@playwright/test";
import { axeBuilder } from "./axe";
import {
  applicationIndustryOptions,
  applicationInterestOptions,
  contactIndustryOptions,
  contactInterestOptions,
  currentProcessorOptions,
  leadMessages,
} from "../src/content/lead-schema";
import { site } from "../src/content/site";
import { chooseOption, gotoHydrated, waitForIsland } from "./helpers";
import { newsletterFormHint, newsletterSignupAnswer } from "../src/content/newsletter-pages";

/** Lead capture as a visitor does it: /contact, /application with its Thank You view, /application-tracking. */

const toasts = (page: Page) => page.locator("#toaster-root li");

/** Records every request to an API path, and every CSP violation or page error, while a test runs. */
function watch(page: Page) {
  const posts: { url: string; body: Record<string, unknown> }[] = [];
  const problems: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/") && request.method() === "POST") {
      posts.push({ url: new URL(request.url()).pathname, body: request.postDataJSON() as Record<string, unknown> });
    }
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|connect)/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const external: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) external.push(request.url());
  });
  return { posts, problems, external };
}

const choose = chooseOption;

/** Holds the next matching API call until `release` is called, so the sending state can be seen. */
async function holdApi(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)!.label;

test.describe("/contact", () => {
  test("happy path: Sending... with the button disabled, then the success toast and cleared fields", async ({ page }) => {
    const seen = watch(page);
    await gotoHydrated(page, "/contact");
    await waitForIsland(page, "contact-form");
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    await expect(page.locator("h1")).toHaveCount(1);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("First Name").fill("Maria");
    await form.getByLabel("Last Name").fill("Alvarez");
    await form.getByLabel("Email").fill("maria@alvarezcantina.example");
    await form.getByLabel("Phone (optional)").fill("(210) 555-0188");
    await form.getByLabel("Business Name").fill("Alvarez Cantina");
    await choose(page, "Interested In", label(contactInterestOptions, "pos-systems"));
    await choose(page, "Industry", label(contactIndustryOptions, "restaurant"));

    const release = await holdApi(page, "/api/contacts");
    await form.getByRole("button", { name: "Send Message" }).click();
    const sending = form.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/contacts"));
    release();
    expect((await answer).status()).toBe(201);

    await expect(toasts(page).filter({ hasText: leadMessages.contact.successTitle })).toContainText(
      leadMessages.contact.successDescription,
    );
    await expect(form.getByLabel("First Name")).toHaveValue("");
    await expect(form.getByLabel("Business Name")).toHaveValue("");
    await expect(page.getByRole("combobox", { name: "Industry" })).toContainText("Select your industry");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();

    expect(seen.posts).toHaveLength(1);
    expect(seen.posts[0]!.body).toMatchObject({
      firstName: "Maria",
      lastName: "Alvarez",
      email: "maria@alvarezcantina.example",
      phone: "(210) 555-0188",
      businessName: "Alvarez Cantina",
      interestedIn: "pos-systems",
      industry: "restaurant",
    });
    expect(seen.posts[0]!.body).not.toHaveProperty("currentProcessor");
    expect(seen.problems).toEqual([]);
  });

  test("validation path: missing required fields raise the SPEC's toast and nothing is sent", async ({ page }) => {
    const seen = watch(page);
    await gotoHydrated(page, "/contact");
    await waitForIsland(page, "contact-form");
    const form = page.getByRole("form", { name: "Contact form" });
    for (const name of ["First Name", "Last Name", "Email", "Business Name"]) {
      await expect(form.getByLabel(name)).toHaveAttribute("required", "");
    }
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone (optional)")).toHaveAttribute("type", "tel");
    await expect(form.getByLabel("Phone (optional)")).not.toHaveAttribute("required", "");

    await form.getByRole("button", { name: "Send Message" }).click();
    const missing = toasts(page).filter({ hasText: leadMessages.contact.missingTitle });
    await expect(missing).toContainText(leadMessages.contact.missingDescription);
    await expect(form.getByText(leadMessages.application.firstName)).toBeVisible();

    // Names of only spaces pass the browser's check but not ours: the same toast, still nothing sent.
    await form.getByLabel("First Name").fill("   ");
    await form.getByLabel("Last Name").fill("Lee");
    await form.getByLabel("Email").fill("ann@leeco.example");
    await form.getByLabel("Business Name").fill("Lee Co");
    await choose(page, "Interested In", "Other");
    await choose(page, "Industry", "Other");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(missing).toBeVisible();
    await expect(form.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
    await page.waitForTimeout(300);
    expect(seen.posts).toEqual([]);
  });

  test("failure path: a 500 shows the destructive 'Submission Failed' toast and keeps the fields", async ({ page }) => {
    await page.route("**/api/contacts", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ message: "Something went wrong on our side. Please try again." }),
      }),
    );
    await gotoHydrated(page, "/contact");
    await waitForIsland(page, "contact-form");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("First Name").fill("Ann");
    await form.getByLabel("Last Name").fill("Lee");
    await form.getByLabel("Email").fill("ann@leeco.example");
    await form.getByLabel("Business Name").fill("Lee Co");
    await choose(page, "Interested In", "Merchant Accounts");
    await choose(page, "Industry", "Law Firms");
    await form.getByRole("button", { name: "Send Message" }).click();
    const failed = toasts(page).filter({ hasText: leadMessages.contact.failureTitle });
    await expect(failed).toContainText(leadMessages.contact.failureError);
    await expect(form.getByLabel("First Name")).toHaveValue("Ann");
    await expect(form.getByLabel("Business Name")).toHaveValue("Lee Co");
    await expect(page.getByRole("combobox", { name: "Industry" })).toContainText("Law Firms");
  });

  test("a network failure shows the SPEC's fallback text", async ({ page }) => {
    await page.route("**/api/contacts", (route) => route.abort("failed"));
    await gotoHydrated(page, "/contact");
    await waitForIsland(page, "contact-form");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("First Name").fill("Ann");
    await form.getByLabel("Last Name").fill("Lee");
    await form.getByLabel("Email").fill("ann@leeco.example");
    await form.getByLabel("Business Name").fill("Lee Co");
    await choose(page, "Interested In", "Other");
    await choose(page, "Industry", "Other");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(toasts(page).filter({ hasText: leadMessages.contact.failureTitle })).toContainText(
      leadMessages.contact.fallback,
    );
  });

  test("shows the sales phone and email as tel: and mailto: links", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await expect(page.getByRole("link", { name: site.contact.phone.display }).first()).toHaveAttribute(
      "href",
      `tel:${site.contact.phone.e164}`,
    );
    await expect(page.getByRole("link", { name: site.contact.email }).first()).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}`,
    );
  });
});

test.describe("newsletter signup", () => {
  test("Signing Up... disables input and button; success toast and the confirm-by-email line; a repeat signup is answered alike", async ({
    page,
  }) => {
    const seen = watch(page);
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, "newsletter-form");
    const email = `reader-${Date.now()}@example.com`;
    await form.getByLabel("Email address").fill(`  ${email.toUpperCase()} `.trim());
    const release = await holdApi(page, "/api/newsletter");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("button", { name: "Signing Up..." })).toBeDisabled();
    await expect(form.getByLabel("Email address")).toBeDisabled();
    release();
    const success = toasts(page).filter({ hasText: leadMessages.newsletter.successTitle });
    await expect(success).toContainText(leadMessages.newsletter.successDescription);
    await expect(form.getByLabel("Email address")).toHaveValue("");
    // Double opt-in (issue 35): the subscription starts with the emailed link, and the form says so.
    await expect(form.getByRole("status")).toHaveText(newsletterFormHint);
    expect(seen.posts.at(-1)!.body.email).toBe(email);

    await page.unroute("**/api/newsletter");
    await form.getByLabel("Email address").fill(email);
    const again = page.waitForResponse((response) => response.url().endsWith("/api/newsletter"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    // The same answer whatever the address's state: the page cannot tell a repeat from a new signup.
    const answer = await again;
    expect(answer.status()).toBe(202);
    expect(await answer.json()).toEqual({ message: newsletterSignupAnswer });
    await expect(success).toBeVisible();
  });

  test("an invalid address shows 'Valid email is required.'; blank text sends nothing", async ({ page }) => {
    const seen = watch(page);
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, "newsletter-form");
    await expect(form.getByLabel("Email address")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Email address")).toHaveAttribute("required", "");
    await form.getByLabel("Email address").fill("owner@localhost");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText(leadMessages.newsletter.email)).toBeVisible();
    await page.waitForTimeout(300);
    expect(seen.posts).toEqual([]);
  });

  test("failure path: 'Subscription Failed' with the error message", async ({ page }) => {
    await page.route("**/api/newsletter", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await gotoHydrated(page, "/contact");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, "newsletter-form");
    await form.getByLabel("Email address").fill("someone@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(toasts(page).filter({ hasText: leadMessages.newsletter.failureTitle })).toContainText(
      leadMessages.newsletter.failureError,
    );
    await expect(form.getByLabel("Email address")).toHaveValue("someone@example.com");
  });
});

async function fillApplication(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Merchant account application" });
  await form.getByLabel("First Name").fill("Dwayne");
  await form.getByLabel("Last Name").fill("Okafor");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("210-555-0107");
  await form.getByLabel("Business Name").fill("Okafor Auto Repair");
  await choose(page, "Interested In", label(applicationInterestOptions, "credit-card-processing"));
  await choose(page, "Industry", label(applicationIndustryOptions, "automotive"));
  await choose(page, "Current Processor", label(currentProcessorOptions, "none"));
  await form.getByLabel("Monthly Card Volume").fill("$45,000");
  return form;
}

test.describe("/application", () => {
  test("happy path: the Thank You view replaces the form, with the reference; tracking finds it", async ({ page }) => {
    const seen = watch(page);
    await gotoHydrated(page, "/application");
    await waitForIsland(page, "application-form");
    await expect(page.locator("h1")).toHaveCount(1);
    const email = `dwayne-${Date.now()}@okaforauto.example`;
    const form = await fillApplication(page, email);
    await expect(form.getByLabel("Monthly Card Volume")).toHaveAttribute("placeholder", "$10,000");
    await page.getByRole("combobox", { name: "Current Processor" }).click();
    await expect(page.getByRole("option")).toHaveText(currentProcessorOptions.map((option) => option.label));
    await page.keyboard.press("Escape");

    const release = await holdApi(page, "/api/contacts");
    await form.getByRole("button", { name: "Apply Now" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();

    const thanks = page.getByRole("region", { name: "Thank you for applying!" });
    await expect(thanks).toBeVisible();
    await expect(page.getByRole("heading", { name: "Thank you for applying!" })).toBeFocused();
    await expect(thanks).toContainText("processing your request");
    await expect(thanks).toContainText(site.claims.applicationReply.value);
    await expect(thanks).toContainText("customized quote");
    await expect(thanks).toContainText("veteran-founded team");
    await expect(page.getByRole("form", { name: "Merchant account application" })).toHaveCount(0);
    const reference = (await page.getByTestId("application-reference").textContent())!.trim();
    expect(reference).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);

    expect(seen.posts).toHaveLength(1);
    expect(seen.posts[0]!.body).toMatchObject({ currentProcessor: "none", monthlyVolume: "$45,000", industry: "automotive" });
    // No Ads id in this build: no tracking script, no call to any other origin.
    expect(seen.external).toEqual([]);
    expect(seen.problems).toEqual([]);

    await page.getByRole("link", { name: "Track your application" }).click();
    // The link carries the reference, and the tracking page opens with it filled in (issue 35).
    await page.waitForURL(`**/application-tracking?reference=${reference}`);
    await expect(page.getByLabel("Application reference")).toHaveValue(reference);
    await waitForIsland(page, "tracking-form");
    await page.getByLabel("Application reference").fill(reference.toLowerCase());
    await page.getByLabel("Email address").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Check Status" }).click();
    const result = page.getByRole("region", { name: /^Application / });
    await expect(page.getByTestId("tracking-status")).toHaveText("Pending review");
    const today = new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date());
    await expect(result).toContainText(today);

    await page.getByLabel("Email address").fill("someone-else@example.com");
    await page.getByRole("button", { name: "Check Status" }).click();
    await expect(page.getByRole("alert")).toHaveText(leadMessages.tracking.notFound);
    await expect(page.getByTestId("tracking-status")).toHaveCount(0);
  });

  test("validation path: the SPEC's message under each missing field, nothing sent", async ({ page }) => {
    const seen = watch(page);
    await gotoHydrated(page, "/application");
    await waitForIsland(page, "application-form");
    const form = page.getByRole("form", { name: "Merchant account application" });
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: "Apply Now" }).click();
    const m = leadMessages.application;
    for (const [field, message] of [
      ["First Name", m.firstName],
      ["Last Name", m.lastName],
      ["Email", m.email],
      ["Business Name", m.businessName],
    ] as const) {
      const input = form.getByLabel(field);
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(message);
    }
    await expect(page.getByRole("combobox", { name: "Interested In" })).toHaveAccessibleDescription(m.interestedIn);
    await expect(page.getByRole("combobox", { name: "Industry" })).toHaveAccessibleDescription(m.industry);
    await expect(form.getByLabel("First Name")).toBeFocused();
    await page.waitForTimeout(300);
    expect(seen.posts).toEqual([]);
  });

  test("failure path: a 500 keeps the form and its values and shows 'Submission Failed'", async ({ page }) => {
    await page.route("**/api/contacts", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await gotoHydrated(page, "/application");
    await waitForIsland(page, "application-form");
    const form = await fillApplication(page, "dwayne@okaforauto.example");
    await form.getByRole("button", { name: "Apply Now" }).click();
    await expect(toasts(page).filter({ hasText: leadMessages.application.failureTitle })).toContainText(
      leadMessages.application.failureError,
    );
    await expect(form.getByLabel("Business Name")).toHaveValue("Okafor Auto Repair");
    await expect(page.getByRole("region", { name: "Thank you for applying!" })).toHaveCount(0);
  });
});

test.describe("before hydration and accessibility", () => {
  test("submit buttons are disabled in the server HTML, and the forms post (never GET) personal data", async ({ request }) => {
    for (const path of ["/contact", "/application", "/application-tracking"]) {
      const html = await (await request.get(path)).text();
      const forms = html.match(/<form\b[^>]*>/g) ?? [];
      const leadForms = forms.filter((tag) => !/role="search"/.test(tag));
      expect(leadForms.length, path).toBeGreaterThan(0);
      for (const tag of leadForms) expect(tag, path).toContain('method="post"');
      expect(html, path).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    }
  });

  for (const path of ["/contact", "/application", "/application-tracking"]) {
    test(`${path} has no serious or critical axe violations and no CSP violations`, async ({ page }) => {
      const seen = watch(page);
      await gotoHydrated(page, path);
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(500);
      // The page's own content; the shared header and footer have their own checks.
      const results = await axeBuilder(page).include("main").analyze();
      const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
      expect(seen.problems).toEqual([]);
    });
  }
});
