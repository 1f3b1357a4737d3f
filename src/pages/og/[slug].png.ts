import type { APIRoute, GetStaticPaths } from "astro";
import { ogCards } from "@/content/og-cards";
import { getListings, getPosts } from "@/content/blog";
import { renderOgCard } from "@/server/og/render-card";

/** One Open Graph card per page, generated at build time from the same entries that build the pages. */
export const getStaticPaths = (async () =>
  ogCards(await getPosts(), await getListings()).map((card) => ({
    params: { slug: card.slug },
    props: { title: card.title, eyebrow: card.eyebrow },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const png = await renderOgCard(props.title as string, props.eyebrow as string);
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
};
