import type { APIRoute } from "astro";
import { brandSpriteSvg } from "@/components/home/brand-sprite";

/** The home page's brand marks as one SVG file (src/components/home/brand-sprite.ts). */
export const GET: APIRoute = () =>
  new Response(brandSpriteSvg(), { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
