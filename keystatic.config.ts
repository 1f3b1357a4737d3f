import { collection, config, fields, singleton } from "@keystatic/core";
import { block, inline, wrapper } from "@keystatic/core/content-components";
import claims from "./src/content/data/claims.json" with { type: "json" };
import { industryIconNames } from "./src/content/industries/icons";
import { detailDevices, detailRecords, detailScreens } from "./src/content/industries/industry.schema";

/**
 * The content editor at /keystatic (docs/editing.md): what marketing edits, as files in this repository. Local
 * storage in `astro dev`; GitHub storage (edits become commits) when PUBLIC_KEYSTATIC_GITHUB_REPO and the GitHub
 * app's settings are given (docs/deploying.md, "The content editor"). The rules each file must keep are the zod
 * schemas of src/content.config.ts: the editor's own checks below are a first help, and the build is the judge.
 */
const githubRepo = import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

const options = <T extends string>(values: readonly T[]) => values.map((value) => ({ label: value, value }));
const text = (label: string, min: number, max?: number, description?: string) =>
  fields.text({ label, description, validation: { length: { min, ...(max ? { max } : {}) } } });
const paragraph = (label: string, min: number, max?: number, description?: string) =>
  fields.text({ label, description, multiline: true, validation: { length: { min, ...(max ? { max } : {}) } } });
const icon = (label = "Icon") =>
  fields.select({ label, options: options(industryIconNames), defaultValue: industryIconNames[0] });
const tokenHint =
  "A figure is written as a token naming the published claim, e.g. {claims.approvalTime.statement} or {claims.uptime.value}: it is filled in from Claims, so it stays the same on every page.";

const claimIds = Object.keys(claims) as (keyof typeof claims)[];

/** The components a post's body may use (rendered by src/components/blog/post-components.tsx). */
const postComponents = {
  Claim: inline({
    label: "Claim",
    description: "A published figure or its sentence, read from Claims (never retyped).",
    schema: {
      id: fields.select({ label: "Claim", options: options(claimIds), defaultValue: "approvalRate" }),
      part: fields.select({
        label: "Show",
        options: [
          { label: "The whole sentence", value: "statement" },
          { label: "The figure only", value: "value" },
        ],
        defaultValue: "statement",
      }),
    },
  }),
  Fact: inline({
    label: "Contact fact",
    schema: {
      name: fields.select({
        label: "Fact",
        options: [
          { label: "Company name", value: "brand" },
          { label: "Phone number", value: "phone" },
          { label: "Sales email", value: "email" },
        ],
        defaultValue: "phone",
      }),
    },
  }),
  PaymentMethods: block({ label: "Payment methods list", description: "The payment methods we accept, as a list.", schema: {} }),
  Callout: wrapper({
    label: "Callout",
    description: "A highlighted note in the article.",
    schema: {
      tone: fields.select({
        label: "Tone",
        options: [
          { label: "Note", value: "note" },
          { label: "Warning", value: "warning" },
        ],
        defaultValue: "note",
      }),
    },
  }),
};

const claim = (label: string) =>
  fields.object(
    {
      value: text("Figure", 1, 40, "As printed in stats rows and badges, e.g. 98%"),
      label: text("Label", 1, 60, "The short line under the figure"),
      statement: paragraph("Sentence", 2, 240, "The whole sentence used in copy and by the assistant; ends with a full stop."),
    },
    { label },
  );

const card = (label: string) =>
  fields.object({ icon: icon(), title: text("Title", 3, 60), description: paragraph("Description", 20, 400) }, { label });
const cta = (label: string) =>
  fields.object({ title: text("Title", 10, 90), description: paragraph("Description", 20, 400) }, { label });

export default config({
  storage: githubRepo ? { kind: "github", repo: githubRepo } : { kind: "local" },
  ui: {
    brand: { name: "Harborline Payments" },
    navigation: {
      Blog: ["posts", "authors", "categories"],
      "Site copy": ["claims", "faq", "testimonials", "industries", "privacyPolicy"],
    },
  },
  collections: {
    posts: collection({
      label: "Blog posts",
      slugField: "title",
      path: "src/content/blog/*",
      format: { contentField: "body" },
      entryLayout: "content",
      columns: ["title", "date"],
      previewUrl: "/blog/{slug}",
      schema: {
        title: fields.slug({
          name: { label: "Title", validation: { length: { min: 10, max: 90 } } },
          slug: { label: "Address", description: "The post's address: /blog/<this>. Never change it once published." },
        }),
        excerpt: paragraph("Excerpt", 50, 170, "The card text and the search-result description."),
        date: fields.date({ label: "Date", validation: { isRequired: true } }),
        updated: fields.date({ label: "Updated", description: "Only when the post was revised after it was published." }),
        category: fields.relationship({ label: "Category", collection: "categories", validation: { isRequired: true } }),
        author: fields.relationship({ label: "Author", collection: "authors", validation: { isRequired: true } }),
        image: fields.image({
          label: "Hero image",
          description: "1200 x 630; SVG, PNG, JPG or WebP.",
          directory: "public/blog",
          publicPath: "/blog/",
          validation: { isRequired: true },
        }),
        imageAlt: text("Hero image alt text", 10, 200, "What the picture shows, for people who cannot see it."),
        keywords: fields.array(text("Keyword", 2), {
          label: "SEO keywords",
          itemLabel: (props) => props.value,
          validation: { length: { min: 2 } },
        }),
        seoTitle: fields.text({
          label: "SEO title",
          description: "Only when the search-result title should differ (10-70 characters).",
        }),
        seoDescription: fields.text({
          label: "SEO description",
          multiline: true,
          description: "Only when the search-result description should differ from the excerpt (50-170 characters).",
        }),
        draft: fields.checkbox({ label: "Draft", description: "A draft is never published.", defaultValue: false }),
        body: fields.mdx({
          label: "Body",
          options: { heading: [2, 3], image: { directory: "public/blog", publicPath: "/blog/" }, table: false, codeBlock: false },
          components: postComponents,
        }),
      },
    }),
    authors: collection({
      label: "Authors",
      slugField: "name",
      path: "src/content/authors/*",
      format: { data: "json" },
      schema: {
        name: fields.slug({ name: { label: "Name", validation: { length: { min: 3, max: 60 } } } }),
        role: text("Role", 3, 80),
        bio: paragraph("Short bio", 60, 320, "Two sentences under each of their posts."),
      },
    }),
    categories: collection({
      label: "Blog categories",
      slugField: "name",
      path: "src/content/blog-categories/*",
      format: { data: "json" },
      schema: {
        name: fields.slug({ name: { label: "Name", validation: { length: { min: 3, max: 40 } } } }),
        description: paragraph("Description", 50, 170, "The category page's lead and search-result description."),
      },
    }),
    industries: collection({
      label: "Industry pages",
      slugField: "name",
      path: "src/content/industries/*",
      format: { data: "json" },
      previewUrl: "/industries/{slug}",
      schema: {
        name: fields.slug({ name: { label: "Sector name in running text", validation: { length: { min: 3, max: 40 } } } }),
        seo: fields.object(
          {
            title: text("Title", 10, 60),
            description: paragraph("Description", 50, 170),
            keywords: fields.array(text("Keyword", 2), { label: "Keywords", itemLabel: (props) => props.value }),
            serviceType: text("Service type (structured data)", 5, 80),
            audience: text("Audience (structured data)", 5, 120),
          },
          { label: "Search" },
        ),
        illustration: fields.object(
          {
            motif: icon("Industry icon"),
            detailScene: fields.object(
              {
                device: fields.select({ label: "Device", options: options(detailDevices), defaultValue: detailDevices[0] }),
                screen: fields.select({ label: "Screen", options: options(detailScreens), defaultValue: detailScreens[0] }),
                path: fields.array(icon("Step"), {
                  label: "Payment path (three steps)",
                  validation: { length: { min: 3, max: 3 } },
                }),
                record: fields.select({ label: "Record", options: options(detailRecords), defaultValue: detailRecords[0] }),
              },
              { label: "Understanding picture" },
            ),
          },
          { label: "Illustration" },
        ),
        hero: fields.object(
          {
            eyebrow: text("Eyebrow", 3, 40),
            title: text("Title", 10, 80),
            description: paragraph("Description", 120, 400),
            imageAlt: text("Picture alt text", 20, 200),
          },
          { label: "Hero" },
        ),
        features: fields.object(
          {
            title: text("Title", 10, 90),
            cards: fields.array(card("Card"), {
              label: "Cards (three)",
              itemLabel: (props) => props.fields.title.value,
              validation: { length: { min: 3, max: 3 } },
            }),
          },
          { label: "Features" },
        ),
        understanding: fields.object(
          {
            title: text("Title", 10, 90),
            paragraphs: fields.array(paragraph("Paragraph", 150, 700, tokenHint), {
              label: "Paragraphs (two)",
              validation: { length: { min: 2, max: 2 } },
            }),
            benefits: fields.array(text("Benefit", 15, 140, tokenHint), {
              label: "Benefits (eight)",
              itemLabel: (props) => props.value,
              validation: { length: { min: 8, max: 8 } },
            }),
            imageAlt: text("Picture alt text", 20, 200),
          },
          { label: "Understanding your business" },
        ),
        ctaBand: cta("Call to action band"),
        solutions: fields.object(
          {
            title: text("Title", 10, 90),
            intro: paragraph("Intro", 20, 400),
            cards: fields.array(card("Card"), {
              label: "Cards (four)",
              itemLabel: (props) => props.fields.title.value,
              validation: { length: { min: 4, max: 4 } },
            }),
          },
          { label: "Solutions" },
        ),
        salesChannels: fields.conditional(fields.checkbox({ label: "In-person and online sales section", defaultValue: false }), {
          true: fields.object({
            title: text("Title", 10, 90),
            intro: paragraph("Intro", 20, 400),
            cards: fields.array(
              fields.object({
                icon: icon(),
                title: text("Title", 3, 60),
                description: paragraph("Description", 20, 400),
                points: fields.array(text("Point", 10, 140), { label: "Points", validation: { length: { min: 3, max: 5 } } }),
              }),
              {
                label: "Cards (two)",
                itemLabel: (props) => props.fields.title.value,
                validation: { length: { min: 2, max: 2 } },
              },
            ),
          }),
          false: fields.empty(),
        }),
        finalCta: cta("Final call to action"),
      },
    }),
  },
  singletons: {
    claims: singleton({
      label: "Claims",
      path: "src/content/data/claims",
      format: { data: "json" },
      schema: Object.fromEntries(claimIds.map((id) => [id, claim(claims[id].label)])) as Record<
        (typeof claimIds)[number],
        ReturnType<typeof claim>
      >,
    }),
    faq: singleton({
      label: "FAQ",
      path: "src/content/data/faq",
      format: { data: "json" },
      schema: {
        questions: fields.array(
          fields.object({
            id: text("Id", 2, 40, "Lower-case words joined by hyphens; the link to the answer (/resources#faq)."),
            question: text("Question", 10, 160),
            answer: paragraph("Answer", 60, undefined, tokenHint),
          }),
          {
            label: "Questions (eight)",
            itemLabel: (props) => props.fields.question.value,
            validation: { length: { min: 8, max: 8 } },
          },
        ),
      },
    }),
    testimonials: singleton({
      label: "Testimonials",
      path: "src/content/data/testimonials",
      format: { data: "json" },
      schema: {
        eyebrow: text("Eyebrow", 1),
        heading: text("Heading", 1),
        items: fields.array(
          fields.object({
            quote: paragraph("Quote", 1),
            name: text("Name", 1),
            role: text("Role", 1, undefined, "The kind of business and the city, never a company name."),
            business: text("Business tag", 1),
          }),
          {
            label: "Testimonials (three)",
            itemLabel: (props) => props.fields.name.value,
            validation: { length: { min: 3, max: 3 } },
          },
        ),
      },
    }),
    privacyPolicy: singleton({
      label: "Privacy policy",
      path: "src/content/data/privacy-policy",
      format: { data: "json" },
      schema: {
        effectiveDate: text("Effective date", 1),
        effectiveDateIso: text("Effective date (YYYY-MM-DD)", 10, 10),
        intro: fields.array(paragraph("Paragraph", 20), { label: "Introduction" }),
        sections: fields.array(
          fields.object({
            number: fields.integer({ label: "Number", validation: { min: 1, max: 8, isRequired: true } }),
            title: text("Title", 3),
            paragraphs: fields.array(paragraph("Paragraph", 20, undefined, tokenHint), { label: "Paragraphs" }),
            bullets: fields.array(paragraph("Bullet", 5, undefined, tokenHint), { label: "Bullets" }),
            closing: fields.text({ label: "Closing line", multiline: true }),
          }),
          {
            label: "Sections (eight)",
            itemLabel: (props) => props.fields.title.value,
            validation: { length: { min: 8, max: 8 } },
          },
        ),
        contactHeading: text("Contact heading", 1),
        contactText: paragraph("Contact text", 1),
      },
    }),
  },
});
