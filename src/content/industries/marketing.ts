import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const marketing = {
  slug: "marketing",
  name: "marketing agencies",
  seo: {
    title: "Payment Processing for Marketing Agencies",
    description:
      "Merchant accounts for marketing and advertising agencies: retainers, project milestones, ad-budget approvals and billing for every client from one client portal.",
    keywords: [
      "marketing agency payment processing",
      "agency merchant account",
      "retainer billing",
      "digital marketing merchant account",
      "ad spend billing",
      "multi-client invoicing",
    ],
    serviceType: "Marketing agency payment processing",
    audience: "Marketing, advertising and digital agencies",
  },
  illustration: {
    motif: "megaphone",
    detailScene: { device: "laptop", screen: "invoice", path: ["folder-kanban", "repeat", "chart-column"], record: "renewals" },
  },
  hero: {
    eyebrow: "Marketing Agencies",
    title: "Payment Processing for Marketing Agencies",
    description:
      "Agencies bill in every shape at once: monthly retainers, milestone payments on a website build, and ad budgets that swing with a client's campaign. We give agencies a merchant account that underwriters understand, recurring and project billing in one place, and a portal where clients approve and pay.",
    imageAlt:
      "Illustration of an agency dashboard with a climbing campaign chart, a calendar of monthly retainer dates and a recurring billing mark.",
  },
  features: {
    title: "Billing that follows how agencies work",
    cards: [
      {
        icon: "repeat",
        title: "Retainers on Autopilot",
        description:
          "Monthly and quarterly retainers charge the card or bank account on file on the date in the contract, with receipts sent automatically and failed payments retried.",
      },
      {
        icon: "folder-kanban",
        title: "Project and Milestone Billing",
        description:
          "Bill a deposit at kickoff, a payment at design approval and the balance at launch, each tied to the project so nothing is invoiced twice or forgotten.",
      },
      {
        icon: "badge-check",
        title: "Ad Budget Approvals",
        description:
          "Clients approve a campaign budget in writing before you spend it, and the charge references that approval: the best defense if a client later disputes the spend.",
      },
    ],
  },
  understanding: {
    title: "Understanding payment processing for agencies",
    paragraphs: [
      "Many processors quietly classify marketing agencies as high-risk. Services are paid for before they are delivered, tickets are large, results are subjective, and a disappointed client can dispute months of retainers as services not received. Payment apps often respond by holding funds or closing the account with no warning, usually right after your best month.",
      `We underwrite agencies for what they are: businesses with signed agreements, documented deliverables and repeat clients. Clear contracts, written budget approvals and a client portal showing every invoice make disputes rare and winnable. ${claims.approvalRate.statement}`,
    ],
    benefits: [
      "Underwriting that understands retainers and prepaid services",
      "Recurring billing for monthly and quarterly retainers",
      "Milestone invoices linked to each client project",
      "Written ad-budget approvals stored with the charge",
      "One client portal for invoices, approvals and payment methods",
      "ACH for large retainers to keep processing costs down",
      "Separate reporting for every client account you manage",
      `${claims.support.value} ${claims.support.label} when a client needs help paying`,
    ],
    imageAlt:
      "Illustration of a client invoice on a laptop beside a calendar with the same retainer date marked every month and a renewal mark.",
  },
  ctaBand: {
    title: "Bill every client without chasing a single invoice",
    description:
      "Apply now and move retainers, project milestones and ad budgets onto one account that will not freeze after a big month.",
  },
  solutions: {
    title: "Payment solutions for marketing agencies",
    intro:
      "Freelance consultancies, boutique studios and full-service agencies with dozens of clients all use these four services.",
    cards: [
      {
        icon: "repeat",
        title: "Retainer Billing",
        description:
          "Recurring card and ACH billing on the schedule in each client's contract, with automatic receipts and retries for declined payments.",
      },
      {
        icon: "folder-kanban",
        title: "Project Invoicing",
        description:
          "Deposits, milestone payments and final balances invoiced against each project, with a payment link in every invoice.",
      },
      {
        icon: "users",
        title: "Client Payment Portal",
        description:
          "A branded portal where clients see invoices, approve budgets, update cards and download receipts without emailing your team.",
      },
      {
        icon: "layers",
        title: "Multi-Client Billing",
        description:
          "Bill dozens of clients from one account with separate records for each, so finance can reconcile by client in minutes.",
      },
    ],
  },
  finalCta: {
    title: "Keep cash flowing between campaigns",
    description:
      "Apply in minutes and a specialist who has worked with agencies will set up your retainers, projects and client portal with you.",
  },
} satisfies Industry;
