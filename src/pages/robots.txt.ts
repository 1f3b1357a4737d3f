import type { APIRoute } from "astro";

/** robots.txt, built from the configured SITE_URL so the sitemap address is always the deployed one. */
export const GET: APIRoute = ({ site }) => {
  const origin = site ?? new URL("http://localhost:3000");
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "Disallow: /keystatic",
    "",
    `Sitemap: ${new URL("/sitemap-index.xml", origin).href}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
