import { site } from "./site";

/** Copy of /resources, /blog and the article pages (the FAQ entries are in faq.ts, the posts in blog/). */
export const resourcesContent = {
  hero: {
    eyebrow: "Resources",
    title: "Resources & Insights",
    lead: "Straight answers about approval, pricing, security and support, and practical articles from the people who underwrite, integrate and support our merchants every day.",
  },
  faq: {
    eyebrow: "FAQ",
    heading: "Frequently asked questions",
    lead: "The questions business owners ask us most, answered plainly. If yours is not here, our team will answer it directly.",
    askLink: { label: "Ask us a question", href: "/contact" },
  },
  latest: {
    eyebrow: "From the blog",
    heading: "Latest insights",
    lead: "Guides on high-risk processing, the payment features that grow sales, and the real cost of a processor that does not pick up.",
    allLink: { label: "View all blogs", href: "/blog" },
  },
  blog: {
    hero: {
      eyebrow: "Blog",
      title: "The Harborline Payments Blog",
      lead: "Practical, plain-English articles for US business owners who want to pay less for processing, keep more of every sale and avoid the surprises.",
    },
    postsHeading: "All articles",
    /** Page 2 onwards of /blog and of a category: "Page 2 of 3" beside the heading, and the heading of a page. */
    pageLabel: "Page {page} of {total}",
    pageTitle: "{title}, page {page}",
    newerLink: "Newer articles",
    olderLink: "Older articles",
    categoriesHeading: "Browse by topic",
    category: {
      eyebrow: "Blog topic",
      title: "{name} articles",
      postsHeading: "Articles in {name}",
    },
    feed: {
      title: "The Harborline Payments Blog",
      linkTitle: "Harborline Payments blog (RSS)",
    },
    newsletter: {
      heading: "Get payment insights in your inbox",
      lead: "One short email when we publish something useful: rate changes, fraud trends and new ways to cut processing costs. No spam, and you can unsubscribe at any time.",
    },
  },
  article: {
    backLink: { label: "Back to Resources", href: "/resources" },
    closing: {
      heading: "Have a question about your own processing?",
      lead: `Our team reviews statements for free and answers in plain English. ${site.claims.support.statement}`,
      contact: { label: "Contact Us", href: "/contact" },
      apply: { label: "Apply Now", href: "/application" },
    },
    moreHeading: "More from the blog",
    readingTime: "{minutes} min read",
    authorHeading: "About the author",
  },
} as const;
