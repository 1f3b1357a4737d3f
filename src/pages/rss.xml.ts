import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { getPosts } from "@/content/blog";
import { getPage } from "@/content/pages";
import { resourcesContent } from "@/content/resources";

/** The blog's RSS feed (/rss.xml, linked from every page's head): every published post, newest first. */
export const GET: APIRoute = async (context) => {
  const posts = await getPosts();
  return rss({
    title: resourcesContent.blog.feed.title,
    description: getPage("/blog").description,
    site: context.site!,
    // Pages have no trailing slash (astro.config trailingSlash: "never"); a slash would answer a redirect.
    trailingSlash: false,
    xmlns: { dc: "http://purl.org/dc/elements/1.1/" },
    customData: "<language>en-us</language>",
    items: posts.map((post) => ({
      title: post.title,
      link: post.url,
      pubDate: post.date,
      description: post.excerpt,
      categories: [post.category],
      customData: `<dc:creator>${escapeXml(post.author.name)}</dc:creator>`,
    })),
  });
};

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
