// @ts-check
import { defineConfig } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import mdx from "@astrojs/mdx";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";

import { existsSync } from "node:fs";
import { rehypeKeepWordsWhole } from "./src/lib/rehype-keep-words-whole.ts";

// A local .env (see .env.example) fills in settings not already in the environment.
if (existsSync(".env")) process.loadEnvFile(".env");

// SITE_URL is read at build time: canonical URLs, Open Graph URLs and the sitemap are baked into the HTML.
const siteUrl = process.env.SITE_URL?.trim() || "http://localhost:3000";

export default defineConfig({
  site: siteUrl,
  // Pages are prerendered HTML; API endpoints opt out with `export const prerender = false`.
  output: "static",
  adapter: node({ mode: "middleware" }),
  trailingSlash: "never",
  build: { format: "file", inlineStylesheets: "always" },
  // The Express entry answers redirects (server/index.ts) and checks Origin for the API itself.
  security: { checkOrigin: false },
  prefetch: false,
  integrations: [
    {
      // client:interaction (src/lib/hydrate-on-interaction.ts): hydrate on first use (or idle / visible) and replay
      // a first tap made before the island was live.
      name: "hydrate-on-interaction",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) => {
          addClientDirective({ name: "interaction", entrypoint: "./src/lib/hydrate-on-interaction.ts" });
        },
      },
    },
    react(),
    mdx({ rehypePlugins: [rehypeKeepWordsWhole] }),
    sitemap({
      filter: (page) => !/\/(404|500)$/.test(new URL(page).pathname) && !new URL(page).pathname.startsWith("/admin"),
    }),
  ],
  vite: { plugins: [tailwindcss()] },
});
