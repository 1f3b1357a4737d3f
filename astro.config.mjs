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

/** Islands on every page (BaseLayout.astro), and the React renderer that hydrates them. */
const EVERY_PAGE_ENTRIES = [
  "/src/components/layout/site-header.tsx",
  "/src/components/chat/chat-widget.tsx",
  "/@astrojs/react/client.js",
];

/**
 * Browser build only: every module that the islands on every page import statically (React, React DOM, the UI
 * primitives, icons, `cn`) goes into one shared chunk, so a page fetches that chunk and the islands' own small
 * entry files instead of a dozen tiny chunks, each costing a request and about 1 KB of response headers. The
 * islands' own modules stay their entries, so which islands exist and when they hydrate is unchanged; code used only
 * by other islands stays in their chunks.
 * @returns {import("vite").Plugin}
 */
function sharedClientChunk() {
  /** @type {Set<string> | undefined} */
  let shared;
  const isEntry = (/** @type {string} */ id) => EVERY_PAGE_ENTRIES.some((entry) => id.replaceAll("\\", "/").endsWith(entry));
  return {
    name: "shared-client-chunk",
    apply: "build",
    config(_config, env) {
      if (env.isSsrBuild) return;
      return {
        build: {
          rollupOptions: {
            output: {
              manualChunks(id, { getModuleIds, getModuleInfo }) {
                if (!shared) {
                  shared = new Set();
                  const queue = [...getModuleIds()].filter(isEntry);
                  while (queue.length) {
                    const info = getModuleInfo(/** @type {string} */ (queue.pop()));
                    for (const imported of info?.importedIds ?? []) {
                      if (!shared.has(imported)) {
                        shared.add(imported);
                        queue.push(imported);
                      }
                    }
                  }
                }
                if (isEntry(id) || /\.css($|\?)|[?&]lang\.css/.test(id)) return null;
                return shared.has(id) ? "shared" : null;
              },
            },
          },
        },
      };
    },
  };
}

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
      // client:interaction (src/lib/hydrate-on-interaction.ts): hydrate a form when the visitor first uses it.
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
  vite: { plugins: [tailwindcss(), sharedClientChunk()] },
});
