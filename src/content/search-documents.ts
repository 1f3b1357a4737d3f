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

/** One searchable page (or page fragment) of the site. */
export interface SearchDocument {
  title: string;
  description: string;
  /** Site-relative URL, optionally with a fragment (/resources#faq). */
  url: string;
  headings: string[];
  body: string;
}

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
 * Everything the site search indexes: every indexable fixed route of pages.ts (enriched with its headings and copy
 * where known), each FAQ answer, and each blog post. Built once from the content modules and the blog collection.
 */
export function searchDocuments({ posts }: { posts: readonly PostSummary[] }): SearchDocument[] {
  const extras = pageExtras(posts);
  const fixed = [...pages.values()]
    .filter((page) => !page.noIndex && page.inSitemap)
    .map((page) => ({
      title: page.title,
      description: page.description,
      url: page.path,
      headings: extras[page.path]?.headings ?? [],
      body: [page.keywords.join(", "), ...(extras[page.path]?.body ?? [])].join("\n"),
    }));

  const questions = faq.map((item) => ({
    title: item.question,
    description: item.answer,
    url: "/resources#faq",
    headings: [resourcesContent.faq.heading],
    body: item.answer,
  }));

  const articles = posts.map((post) => ({
    title: post.title,
    description: post.excerpt,
    url: post.url,
    headings: markdownHeadings(post.body),
    body: [post.category, post.keywords.join(", "), markdownText(post.body)].join("\n"),
  }));

  const industries = loadAllIndustries().map((industry) => {
    const text = contentText(industry);
    return {
      title: industry.hero.title,
      description: industry.seo.description,
      url: `/industries/${industry.slug}`,
      headings: text.headings,
      body: [industry.seo.keywords.join(", "), ...text.body].join("\n"),
    };
  });

  return [...fixed, ...industries, ...questions, ...articles];
}
