import { expect, test, type Page } from "@playwright/test";
import { partnerContent, referralTiers } from "../src/content/partner";
import { site } from "../src/content/site";
import { gotoHydrated, waitForIsland } from "./helpers";

const SCHEDULER_SCRIPT = "https://assets.calendly.com/**";

test.describe("/partner", () => {
  test("has both hero buttons, six benefits, three partnership types with four benefits each, quick links and Apply Now", async ({
    page,
  }) => {
    await page.goto("/partner");
    const hero = page.locator("main > section").first();
    await expect(hero.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute(
      "href",
      "/partner/schedule-consult",
    );
    await expect(hero.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/application");
    await expect(page.getByRole("heading", { name: "Our partnership philosophy" })).toBeVisible();
    await expect(page.getByRole("region", { name: "What partners get" }).getByRole("listitem")).toHaveCount(6);
    const types = page.getByRole("region", { name: "Three ways to partner" }).locator(":scope > ul > li");
    await expect(types).toHaveCount(3);
    for (const [index, title] of [
      "Independent Software Vendors",
      "Business Consultants and Agencies",
      "Community Partners",
    ].entries()) {
      await expect(types.nth(index).getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(types.nth(index).locator("ul > li")).toHaveCount(4);
    }
    const quick = page.getByRole("region", { name: "Take the next step" }).getByRole("link");
    expect(await quick.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/partner/schedule-consult",
      "/partner/about",
      "/partner/referral-program",
    ]);
    await expect(page.locator("main").getByRole("link", { name: "Apply Now" }).last()).toHaveAttribute("href", "/application");
  });
});

test.describe("/partner/about", () => {
  test("has mission, vision, four core values, four metrics and the two calls to action", async ({ page }) => {
    await page.goto("/partner/about");
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our vision" })).toBeVisible();
    const values = page.getByRole("region", { name: "Our core values" }).getByRole("heading", { level: 3 });
    await expect(values).toHaveText(["Integrity First", "Service Excellence", "Innovation Drive", "Community Focus"]);
    const metrics = page.getByRole("region", { name: "Our record in numbers" });
    await expect(metrics.locator("dd")).toHaveText(["98%", "200+", "39%", "24/7"]);
    await expect(metrics.locator("dt")).toHaveText([
      "Client retention",
      "POS integrations",
      "Average fee reduction",
      "Partner support for your merchants",
    ]);
    await expect(page.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute(
      "href",
      "/partner/schedule-consult#top",
    );
    await expect(page.locator("main").getByRole("link", { name: "Explore Partnerships" })).toHaveAttribute("href", "/partner");
  });
});

test.describe("/partner/referral-program", () => {
  test("shows four benefit cards, three referral categories, four steps and the SPEC tier table", async ({ page }) => {
    await page.goto("/partner/referral-program");
    await expect(page.getByRole("region", { name: "Why partners refer to us" }).getByRole("heading", { level: 3 })).toHaveText([
      "High Commissions",
      "Ongoing Residuals",
      "Fast Payouts",
      "Dedicated Support",
    ]);
    await expect(page.getByRole("region", { name: "Who to refer" }).getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(page.getByRole("region", { name: "How it works" }).locator("ol > li")).toHaveCount(4);
    const rows = page.getByRole("table").locator("tbody tr");
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0).locator("th, td")).toHaveText(["Bronze", "$200", "1-5", "0.02%"]);
    await expect(rows.nth(1).locator("th, td")).toHaveText(["Silver", "$350", "6-15", "0.035%"]);
    await expect(rows.nth(2).locator("th, td")).toHaveText(["Gold", "$500", "16-30", "0.05%"]);
    await expect(rows.nth(3).locator("th, td")).toHaveText(["Platinum", "$750", "31+", "0.075%"]);
    expect(referralTiers).toHaveLength(4);
    const tiers = page.getByRole("region", { name: "Commission tiers" });
    await expect(tiers).toContainText("extra $100 bonus");
    await expect(tiers).toContainText("30-day cycle by direct deposit or check");
    await expect(tiers).toContainText("No fees to join. No minimum number of referrals.");
    const joins = page.locator("main").getByRole("link", { name: "Join the Program" });
    expect(await joins.count()).toBeGreaterThanOrEqual(2);
    for (const link of await joins.all()) await expect(link).toHaveAttribute("href", "/partner/schedule-consult");
  });

  test("Requirements is the default tab, Support shows on click or arrow key, one at a time", async ({ page }) => {
    await gotoHydrated(page, "/partner/referral-program");
    const box = page.getByRole("region", { name: "Program details" });
    await box.scrollIntoViewIfNeeded();
    await waitForIsland(page, "referral-details-tabs");
    const requirements = box.getByRole("tab", { name: "Requirements" });
    const support = box.getByRole("tab", { name: "Support" });
    await expect(requirements).toHaveAttribute("aria-selected", "true");
    await expect(support).toHaveAttribute("aria-selected", "false");
    await expect(box.getByRole("tabpanel")).toHaveCount(1);
    await expect(box.getByRole("tabpanel")).toContainText(partnerContent.referral.details.requirements.items[0]!);

    await support.click();
    await expect(support).toHaveAttribute("aria-selected", "true");
    await expect(requirements).toHaveAttribute("aria-selected", "false");
    await expect(box.getByRole("tabpanel")).toHaveCount(1);
    await expect(box.getByRole("tabpanel")).toContainText(site.contact.partnerPhoneHours);

    await support.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(requirements).toBeFocused();
    await expect(requirements).toHaveAttribute("aria-selected", "true");
  });
});

async function openScheduler(page: Page) {
  await gotoHydrated(page, "/partner/schedule-consult");
  const box = page.getByTestId("scheduler-box");
  await box.scrollIntoViewIfNeeded();
  await waitForIsland(page, "scheduling-widget");
  return box;
}

test.describe("/partner/schedule-consult", () => {
  test("has the title, the top and contact anchors, three consultation types and direct contact", async ({ page }) => {
    await page.goto("/partner/schedule-consult");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule a Partnership Consultation");
    await expect(page.locator("#top")).toContainText("Schedule a Partnership Consultation");
    const types = page.getByRole("region", { name: "Choose your consultation" }).locator(":scope > ul > li");
    await expect(types.getByRole("heading", { level: 3 })).toHaveText([
      "Payment Processing Launch Call",
      "Partnership Strategy Session",
      "Referral Program Overview",
    ]);
    await expect(types.nth(0)).toContainText("15 minutes");
    await expect(types.nth(1)).toContainText("45 minutes");
    await expect(types.nth(2)).toContainText("30 minutes");
    const contact = page.locator("#contact");
    await expect(contact.getByRole("link", { name: site.contact.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.contact.phone.e164}`,
    );
    await expect(contact).toContainText("Monday to Friday, 9 AM to 6 PM EST");
    await expect(contact.getByRole("link", { name: site.contact.partnerEmail })).toHaveAttribute(
      "href",
      `mailto:${site.contact.partnerEmail}`,
    );
    await expect(contact).toContainText("within 24 hours");
  });

  test("the scheduler box is 700 px tall with a 320 px minimum width, also on a phone", async ({ page }) => {
    // The calendar's box while its script loads (a failed script gives the box up: the next test).
    await page.route(SCHEDULER_SCRIPT, () => {
      /* never fulfilled */
    });
    await page.setViewportSize({ width: 375, height: 740 });
    const box = await openScheduler(page);
    const size = await box.boundingBox();
    expect(size?.height).toBe(700);
    expect(size!.width).toBeGreaterThanOrEqual(320);
    expect(await box.evaluate((element) => getComputedStyle(element).minWidth)).toBe("320px");
  });

  test("when the script cannot load, the box offers the booking link and the phone", async ({ page }) => {
    await page.route(SCHEDULER_SCRIPT, (route) => route.abort("internetdisconnected"));
    const box = await openScheduler(page);
    await expect(box).toHaveAttribute("data-status", "failed");
    await expect(box.getByRole("heading", { name: partnerContent.consult.widget.fallbackHeading })).toBeVisible();
    await expect(box.getByRole("link", { name: /Open the booking calendar/ })).toHaveAttribute(
      "href",
      /^https:\/\/calendly\.com\//,
    );
    await expect(box.getByRole("link", { name: `Call ${site.contact.phone.display}` })).toHaveAttribute(
      "href",
      `tel:${site.contact.phone.e164}`,
    );
    // Issue 37: the message does not float in the calendar's empty 700 px; the box fits it.
    const size = await box.boundingBox();
    expect(size!.height).toBeLessThan(400);
    const content = await box.locator("h3").boundingBox();
    expect(content!.y - size!.y).toBeLessThan(80);
  });

  test("when the script never answers, the box falls back after the timeout", async ({ page }) => {
    test.setTimeout(45_000);
    await page.route(SCHEDULER_SCRIPT, () => {
      /* never fulfilled: a hung CDN */
    });
    const box = await openScheduler(page);
    await expect(box).toHaveAttribute("data-status", "loading");
    await expect(box.getByText(partnerContent.consult.widget.loadingText)).toBeVisible();
    await expect(box.getByRole("link", { name: /Open the booking calendar/ })).toBeVisible();
    await expect(box).toHaveAttribute("data-status", "failed", { timeout: 15_000 });
    await expect(box.getByRole("heading", { name: partnerContent.consult.widget.fallbackHeading })).toBeVisible();
  });

  test("when the scheduler draws its calendar, the box shows it and nothing over it", async ({ page }) => {
    let requested = 0;
    await page.route(SCHEDULER_SCRIPT, (route) => {
      requested += 1;
      return route.fulfill({
        contentType: "text/javascript",
        body: `window.Calendly = { initInlineWidget({ url, parentElement }) {
          const frame = document.createElement("iframe");
          frame.title = "Booking calendar";
          frame.dataset.url = url;
          frame.style.width = "100%"; frame.style.height = "100%";
          parentElement.append(frame);
        } };`,
      });
    });
    const box = await openScheduler(page);
    await expect(box).toHaveAttribute("data-status", "ready");
    await expect(box.locator("iframe")).toHaveAttribute("data-url", /^https:\/\/calendly\.com\//);
    await expect(box.getByRole("link", { name: /Open the booking calendar/ })).toHaveCount(0);
    expect(requested).toBe(1);
  });

  test("the scheduler script loads on this page only", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.route(SCHEDULER_SCRIPT, (route) => route.abort());
    for (const path of ["/partner", "/partner/about", "/partner/referral-program", "/resources"]) {
      await gotoHydrated(page, path);
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(300);
    }
    expect(requests.filter((url) => url.includes("calendly"))).toEqual([]);
    await openScheduler(page);
    await expect.poll(() => requests.filter((url) => url.includes("assets.calendly.com")).length).toBe(1);
  });

  test("the server's CSP allows the scheduler's script and frame origins", async ({ request }) => {
    const csp = (await request.get("/partner/schedule-consult")).headers()["content-security-policy"]!;
    expect(csp).toMatch(/script-src [^;]*https:\/\/assets\.calendly\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/calendly\.com/);
  });
});
