import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first focus, press, touch, hover or key inside the island, or also when the browser is idle
     * ("idle") or when the island scrolls into view ("visible"); a first tap or key press made before the island is
     * live is replayed on the same control once it is (src/lib/hydrate-on-interaction.ts).
     */
    "client:interaction"?: boolean | "idle" | "visible";
  }
}
