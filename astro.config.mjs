// @ts-check
import { defineConfig, passthroughImageService } from "astro/config";
import node from "@astrojs/node";
import react from "@astrojs/react";
import mdx from "@astrojs/mdx";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import keystatic from "@keystatic/astro";

import { existsSync, writeFileSync } from "node:fs";
import { rehypeKeepWordsWhole } from "./src/lib/rehype-keep-words-whole.ts";

// A local .env (see .env.example) fills in settings not already in the environment.
if (existsSync(".env")) process.loadEnvFile(".env");

// SITE_URL is read at build time: canonical URLs, Open Graph URLs and the sitemap are baked into the HTML.
const siteUrl = process.env.SITE_URL?.trim() || "http://localhost:3000";

/**
 * The content editor (keystatic.config.ts, docs/editing.md) at /keystatic and /api/keystatic: always under `astro dev`
 * (local files), and in a build only when GitHub storage is configured (docs/deploying.md, "The content editor").
 * Without those settings a production build has no editor route at all: /keystatic is the site's 404.
 */
const KEYSTATIC_GITHUB_SETTINGS = [
  "PUBLIC_KEYSTATIC_GITHUB_REPO",
  "PUBLIC_KEYSTATIC_GITHUB_APP_SLUG",
  "KEYSTATIC_GITHUB_CLIENT_ID",
  "KEYSTATIC_GITHUB_CLIENT_SECRET",
  "KEYSTATIC_SECRET",
];
const keystaticOnGitHub = KEYSTATIC_GITHUB_SETTINGS.every((name) => process.env[name]?.trim());

/** @returns {import("astro").AstroIntegration} */
function contentEditor() {
  const editor = keystatic();
  return {
    name: "content-editor",
    hooks: {
      "astro:config:setup": (params) => {
        if (params.command === "dev" || (params.command === "build" && keystaticOnGitHub)) {
          // Its routes, with our own API entry: the OAuth redirect must name the public origin (src/server/keystatic-api.ts).
          editor.hooks["astro:config:setup"]?.({
            ...params,
            injectRoute: (route) =>
              params.injectRoute(
                route.pattern === "/api/keystatic/[...params]"
                  ? { ...route, entrypoint: "./src/server/keystatic-api.ts" }
                  : route,
              ),
          });
          // Its API module imports astro:env/server, which the browser's dependency scan cannot resolve.
          params.updateConfig({ vite: { optimizeDeps: { exclude: ["@keystatic/astro/api"] } } });
        }
      },
    },
  };
}

/** Islands on every page (BaseLayout.astro), and the React renderer that hydrates them. */
const EVERY_PAGE_ENTRIES = [
  "/src/components/layout/site-header.tsx",
  "/src/components/chat/chat-widget.tsx",
  "/@astrojs/react/dist/client.js",
];
/**
 * Scripts that run at load on every page without React (the chat launcher): what they import stays out of the
 * shared chunk, which carries React, so they never pull React in. Rollup puts the modules they share with the chat
 * island (its store) in a small chunk of their own.
 */
const LIGHT_ENTRIES = ["/src/scripts/chat-launcher.ts"];

/**
 * Browser build only: every module that the islands on every page import statically (React, React DOM, the UI
 * primitives, the icons they use, `cn`) goes into one shared chunk, so a page fetches that chunk and the islands'
 * own small entry files instead of a dozen tiny chunks, each costing a request and about 1 KB of response headers.
 * The islands' own modules stay their entries, so which islands exist and when they hydrate is unchanged; code used
 * only by other islands stays in their chunks. Barrel packages (lucide-react, radix-ui: an index re-exporting
 * hundreds of modules) are followed only into the modules whose names are imported.
 * @returns {import("vite").Plugin}
 */
function sharedClientChunk() {
  /** @type {Set<string> | undefined} */
  let shared;
  const normal = (/** @type {string} */ id) => id.replaceAll("\\", "/");
  const isEntry = (/** @type {string} */ id) => EVERY_PAGE_ENTRIES.some((entry) => normal(id).endsWith(entry));
  const isLightEntry = (/** @type {string} */ id) => LIGHT_ENTRIES.some((entry) => normal(id).endsWith(entry));
  /** Names a module imports from each bare package: `import { A, B as C } from "pkg"`. */
  const namedImports = (/** @type {string} */ code) => {
    /** @type {Map<string, string[]>} */
    const found = new Map();
    for (const [, names = "", spec = ""] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"'.][^"']*)["']/g)) {
      const list = names.split(",").map((name) =>
        (
          name
            .trim()
            .replace(/^type\s+/, "")
            .split(/\s+as\s+/)[0] ?? ""
        ).trim(),
      );
      found.set(spec, [...(found.get(spec) ?? []), ...list.filter(Boolean)]);
    }
    return found;
  };
  const kebab = (/** @type {string} */ name) => name.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
  /** Barrels: the module an imported name lives in (`ChevronDown` -> icons/chevron-down.mjs, `Slot` -> react-slot). */
  const BARRELS = [
    {
      pkg: "lucide-react",
      index: /\/lucide-react\/dist\/esm\/lucide-react\.mjs$/,
      module: (/** @type {string} */ name) => `/lucide-react/dist/esm/icons/${kebab(name)}.mjs`,
    },
    {
      pkg: "radix-ui",
      index: /\/radix-ui\/dist\/index\.mjs$/,
      module: (/** @type {string} */ name) => `/@radix-ui/react-${kebab(name)}/`,
    },
  ];
  /**
   * Every module the chosen entries import statically (and with `followDynamic`, by dynamic import too).
   * @param {import("rollup").ManualChunkMeta} meta
   * @param {(id: string) => boolean} entries
   */
  const reach = ({ getModuleIds, getModuleInfo }, entries, followDynamic = false) => {
    /** @type {Set<string>} */
    const reached = new Set();
    const queue = [...getModuleIds()].filter(entries);
    const add = (/** @type {string} */ id) => {
      if (!reached.has(id)) {
        reached.add(id);
        queue.push(id);
      }
    };
    while (queue.length) {
      const info = getModuleInfo(/** @type {string} */ (queue.pop()));
      if (!info) continue;
      const imports = namedImports(info.code ?? "");
      for (const imported of followDynamic ? [...info.importedIds, ...info.dynamicallyImportedIds] : info.importedIds) {
        const barrel = BARRELS.find(({ index }) => index.test(normal(imported)));
        if (!barrel) {
          add(imported);
          continue;
        }
        // Only the modules behind the names imported (an unknown alias stays out: it keeps its own small chunk). The
        // index itself stays out too: Rollup would pull everything it imports into the chunk with it.
        const targets = getModuleInfo(imported)?.importedIds ?? [];
        for (const name of imports.get(barrel.pkg) ?? []) {
          const target = targets.find((id) => normal(id).includes(barrel.module(name)));
          if (target) add(target);
        }
      }
    }
    return reached;
  };
  /** @param {import("rollup").ManualChunkMeta} meta */
  const collect = (meta) => {
    const reached = reach(meta, isEntry);
    // Including what they load later (the chat launcher imports the chat store when it is needed).
    for (const id of reach(meta, isLightEntry, true)) reached.delete(id);
    if (process.env.SHARED_CHUNK_DEBUG) writeFileSync(process.env.SHARED_CHUNK_DEBUG, [...reached].sort().join("\n"));
    return reached;
  };
  return {
    name: "shared-client-chunk",
    apply: "build",
    config(_config, env) {
      if (env.isSsrBuild) return;
      return {
        build: {
          rollupOptions: {
            output: {
              // Without this Rollup also moves every unassigned dependency of a shared module into the chunk: the
              // whole icon set and every Radix primitive behind the barrels, for the islands of other pages.
              onlyExplicitManualChunks: true,
              manualChunks(id, meta) {
                shared ??= collect(meta);
                if (isEntry(id) || isLightEntry(id) || /\.css($|\?)|[?&]lang\.css/.test(id)) return null;
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
  // The one stylesheet (57 KB, 9 KB brotli) is a hashed, precompressed, immutable file rather than inlined in every
  // page: the HTML is half as large, a second page reuses the cached sheet, and the page's first parse task no longer
  // carries it (Lighthouse TBT 0 ms on the routes that sat at 50 ms; docs/performance.md "Performance, session 5").
  build: { format: "file", inlineStylesheets: "never" },
  // The site uses no astro:assets images. Astro still injects its /_image endpoint into a build with on-demand
  // routes (the Express front answers it 404, src/server/http/app.ts); with the passthrough service it could not
  // transform anything even if reached.
  image: { service: passthroughImageService() },
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
    contentEditor(),
    sitemap({
      // Not the error pages, the staff side, nor the pages the newsletter's emailed links open (noindex).
      filter: (page) => !/\/(404|500)$|^\/(admin|newsletter|keystatic)(\/|$)/.test(new URL(page).pathname),
    }),
  ],
  vite: { plugins: [tailwindcss(), sharedClientChunk()] },
});
