import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the first focus, press, touch or key inside the island (src/lib/hydrate-on-interaction.ts). */
    "client:interaction"?: boolean;
  }
}
