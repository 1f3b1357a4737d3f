import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const coaching = {
  slug: "coaching",
  name: "coaches",
  seo: {
    title: "Payment Processing for Coaches",
    description:
      "Merchant accounts for coaches and course creators: coaching package billing, payment plans, client portals and recurring memberships without surprise fund holds.",
    keywords: [
      "coaching payment processing",
      "merchant account for coaches",
      "coaching package billing",
      "payment plans for coaching programs",
      "online course payments",
      "membership recurring billing",
    ],
    serviceType: "Coaching and online education payment processing",
    audience: "Business, life and fitness coaches and course creators",
  },
  illustration: {
    motif: "graduation-cap",
    detailScene: { device: "tablet", screen: "plan", path: ["video", "calendar-clock", "users"], record: "installments" },
  },
  hero: {
    eyebrow: "Coaching",
    title: "Payment Processing for Coaches and Course Creators",
    description:
      "You sell transformation, often months before the work is finished, and that makes processors nervous. We give coaches and course creators accounts that understand high-ticket programs, payment plans that clients can actually afford, and a client portal that keeps every session and payment in one place.",
    imageAlt:
      "Illustration of a video coaching session between two people, a calendar of booked package sessions and a payment card.",
  },
  features: {
    title: "Billing designed around coaching programs",
    cards: [
      {
        icon: "layers",
        title: "Package Billing",
        description:
          "Sell a six-session package, a twelve-week program or a year-long mastermind as one product, paid in full or in installments, with sessions tracked against what was paid.",
      },
      {
        icon: "users",
        title: "Client Portal",
        description:
          "Clients log in to see their program, upcoming sessions, invoices and receipts, and update their card before a payment fails rather than after.",
      },
      {
        icon: "repeat",
        title: "Recurring Memberships",
        description:
          "Group coaching, communities and content libraries bill monthly or yearly, with automatic retries and renewal reminders that keep members on board.",
      },
    ],
  },
  understanding: {
    title: "Understanding payment processing for coaching",
    paragraphs: [
      "Coaching is often classified as high-risk because the service is delivered over time after it is paid for, tickets of several thousand dollars are common, and results are personal. When a client feels a program did not deliver, the dispute reason is usually services not received or not as described. Payment apps respond to a few of those by freezing the whole account.",
      `The protection is structure. A signed agreement, a clear refund policy, session attendance records and a portal that shows what the client received are exactly what a bank looks at in a dispute. We build your billing around that record. ${claims.approvalRate.statement}`,
    ],
    benefits: [
      "Underwriting that understands high-ticket programs",
      "Pay-in-full and installment options for every package",
      "Signed agreements and refund policy stored with each sale",
      "Client portal for sessions, invoices and card updates",
      "Recurring billing for memberships and group programs",
      "Session and attendance records for dispute responses",
      "Card and ACH options for five-figure masterminds",
      `${claims.contractTerms.value} processing terms with no long lock-in`,
    ],
    imageAlt:
      "Illustration of a coaching package paid in three installments, the first one made, beside a payment schedule with the deposit paid.",
  },
  ctaBand: {
    title: "Sell your program without fearing a frozen account",
    description: `Apply with your offer, your agreement and your refund policy, and we will build billing that holds up. ${claims.approvalTime.statement}`,
  },
  solutions: {
    title: "Payment solutions for coaches",
    intro: "Solo coaches, coaching teams and course creators with thousands of students all build on these four services.",
    cards: [
      {
        icon: "credit-card",
        title: "Coaching Merchant Account",
        description:
          "A dedicated merchant account underwritten for prepaid, high-ticket services, with volume terms that allow for launches.",
      },
      {
        icon: "calendar-clock",
        title: "Payment Plans",
        description:
          "Installment schedules for programs and masterminds, charged automatically with the client's written authorization on file.",
      },
      {
        icon: "users",
        title: "Client Billing Portal",
        description:
          "A branded portal where clients manage payment methods, see their schedule and download receipts without emailing you.",
      },
      {
        icon: "repeat",
        title: "Membership Billing",
        description:
          "Recurring billing for communities, group coaching and course libraries, with trials, upgrades and smart retries.",
      },
    ],
  },
  finalCta: {
    title: "Get paid for the transformation you deliver",
    description:
      "Apply in minutes, and a specialist will set up your packages, payment plans and portal around the way you coach.",
  },
} satisfies Industry;
