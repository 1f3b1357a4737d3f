import { markdownHeadings, markdownText, type PostSummary } from "./blog.schema";
import { contentText } from "./content-text";
import { faq } from "./faq";
import { home } from "./home";
import { highRiskPage } from "./high-risk";
import { loadAll as loadAllIndustries, loadOverview as loadIndustriesOverview } from "./industries";
import { isvPage } from "./isv";
import { posPage, posSystems } from "./pos";
import { solutions, solutionsPage } from "./solutions";
import { pages } from "./pages";
import { partnerContent, referralTiers } from "./partner";
import { resourcesContent } from "./resources";
import { formatResidual, formatTierAmount, formatTierRange } from "@/lib/referral-tiers";
import type { SearchDocument } from "@/lib/site-search";

/** One searchable page (or page fragment) of the site: the search's own document type (src/lib/site-search.ts). */
export type { SearchDocument };

/** What a page's own content adds to its pages.ts entry: its section headings and the text under them. */
interface PageExtras {
  headings: string[];
  body: string[];
}

const features = (items: readonly { title: string; description: string }[]) =>
  items.flatMap((item) => [item.title, item.description]);

/** Section headings and copy of the pages this module knows; other areas add theirs to `pageExtras` at merge. */
function pageExtras(posts: readonly PostSummary[]): Record<string, PageExtras> {
  const { overview, consult, about, referral } = partnerContent;
  return {
    "/": contentText(home),
    "/solutions": contentText({ solutionsPage, solutions }),
    "/high-risk": contentText(highRiskPage),
    "/isv": contentText(isvPage),
    "/pos-systems": contentText({ posPage, posSystems }),
    "/industries": contentText(loadIndustriesOverview()),
    "/resources": {
      headings: [resourcesContent.hero.title, resourcesContent.faq.heading, resourcesContent.latest.heading],
      body: [
        resourcesContent.hero.lead,
        resourcesContent.faq.lead,
        resourcesContent.latest.lead,
        ...faq.map((item) => item.question),
      ],
    },
    "/blog": {
      headings: [resourcesContent.blog.hero.title, resourcesContent.blog.newsletter.heading],
      body: [resourcesContent.blog.hero.lead, resourcesContent.blog.newsletter.lead, ...posts.map((post) => post.title)],
    },
    "/partner": {
      headings: [
        overview.hero.title,
        overview.philosophy.heading,
        overview.benefits.heading,
        overview.types.heading,
        ...overview.types.items.map((type) => type.title),
        overview.quickLinks.heading,
      ],
      body: [
        overview.hero.lead,
        ...overview.philosophy.paragraphs,
        ...features(overview.philosophy.principles),
        ...features(overview.benefits.items),
        ...overview.types.items.flatMap((type) => [type.description, ...type.benefits]),
      ],
    },
    "/partner/schedule-consult": {
      headings: [
        consult.hero.title,
        consult.types.heading,
        ...consult.types.items.map((type) => type.title),
        consult.widget.heading,
      ],
      body: [
        consult.hero.lead,
        ...consult.types.items.flatMap((type) => [`${type.minutes} minutes`, type.description, ...type.topics]),
        consult.widget.lead,
      ],
    },
    "/partner/about": {
      headings: [
        about.hero.title,
        about.mission.heading,
        about.vision.heading,
        about.story.heading,
        about.values.heading,
        ...about.values.items.map((value) => value.title),
      ],
      body: [
        about.hero.lead,
        about.mission.text,
        about.vision.text,
        ...about.story.paragraphs,
        ...about.values.items.map((value) => value.description),
        ...about.metrics.items.map((metric) => `${metric.value} ${metric.label}`),
      ],
    },
    "/partner/referral-program": {
      headings: [
        referral.hero.title,
        referral.benefits.heading,
        ...referral.benefits.items.map((benefit) => benefit.title),
        referral.idealReferrals.heading,
        referral.steps.heading,
        referral.details.heading,
        referral.tiers.heading,
      ],
      body: [
        referral.hero.lead,
        ...referral.benefits.items.map((benefit) => benefit.description),
        ...referral.idealReferrals.items.flatMap((item) => [item.title, item.description, ...item.examples]),
        ...features(referral.steps.items),
        ...referral.details.requirements.items,
        ...referral.details.support.items,
        ...referralTiers.map(
          (tier) =>
            `${tier.name} tier: ${formatTierAmount(tier.perReferralUsd)} per referral, ${formatTierRange(tier.monthlyReferrals)} monthly referrals, ${formatResidual(tier.residualPercent)} residual`,
        ),
        ...referral.tiers.footnotes,
      ],
    },
  };
}

/**
 * One document of the site's content, built once for both searches: the site search (`searchDocuments`, every
 * field) and the assistant's knowledge (src/server/chat/knowledge.ts, which takes the summary and keywords).
 */
export interface ContentDocument extends SearchDocument {
  /** Stable id, "<kind>:<key>": "page:/isv", "industry:bars", "faq:savings", "post:/blog/...". */
  id: string;
  kind: "page" | "industry" | "faq" | "post";
  /** The page's search words (SEO keywords, or a post's keywords). */
  keywords: string[];
  /** Fixed routes only: listed in the sitemap (the site search shows only those). */
  inSitemap?: boolean;
  /** Posts only: the blog category. */
  category?: string;
}

/**
 * Every indexable document of the site: each fixed route of pages.ts that is not noIndex (enriched with its headings
 * and copy where known), each industry page, each FAQ answer and each blog post. Built from the content modules and
 * the blog collection; each search takes what it needs from these.
 */
export function contentDocuments({ posts }: { posts: readonly PostSummary[] }): ContentDocument[] {
  const extras = pageExtras(posts);
  const fixed = [...pages.values()]
    .filter((page) => !page.noIndex)
    .map((page): ContentDocument => ({
      id: `page:${page.path}`,
      kind: "page",
      title: page.title,
      description: page.description,
      url: page.path,
      headings: extras[page.path]?.headings ?? [],
      body: [page.keywords.join(", "), ...(extras[page.path]?.body ?? [])].join("\n"),
      keywords: page.keywords,
      inSitemap: page.inSitemap,
    }));

  const industries = loadAllIndustries().map((industry): ContentDocument => {
    const text = contentText(industry);
    return {
      id: `industry:${industry.slug}`,
      kind: "industry",
      title: industry.hero.title,
      description: industry.seo.description,
      url: `/industries/${industry.slug}`,
      headings: text.headings,
      body: [industry.seo.keywords.join(", "), ...text.body].join("\n"),
      keywords: industry.seo.keywords,
    };
  });

  const questions = faq.map((item, index): ContentDocument => ({
    id: `faq:${item.id ?? index}`,
    kind: "faq",
    title: item.question,
    description: item.answer,
    url: "/resources#faq",
    headings: [resourcesContent.faq.heading],
    body: item.answer,
    keywords: [],
  }));

  const articles = posts.map((post): ContentDocument => ({
    id: `post:${post.url}`,
    kind: "post",
    title: post.title,
    description: post.excerpt,
    url: post.url,
    headings: markdownHeadings(post.body),
    body: [post.category, post.keywords.join(", "), markdownText(post.body)].join("\n"),
    keywords: post.keywords,
    category: post.category,
  }));

  return [...fixed, ...industries, ...questions, ...articles];
}

/** What the site search indexes: the content documents, fixed routes only when they are in the sitemap. */
export function searchDocuments({ posts }: { posts: readonly PostSummary[] }): SearchDocument[] {
  return contentDocuments({ posts })
    .filter((document) => document.kind !== "page" || document.inSitemap)
    .map(({ title, description, url, headings, body }) => ({ title, description, url, headings, body }));
}
