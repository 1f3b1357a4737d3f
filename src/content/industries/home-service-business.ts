import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const homeServiceBusiness = {
  slug: "home-service-business",
  name: "home service businesses",
  seo: {
    title: "Home Service Business Payment Processing",
    description:
      "Payment processing for HVAC, plumbing, electrical and cleaning companies: take cards in the field, turn estimates into invoices and bill maintenance plans automatically.",
    keywords: [
      "home service payment processing",
      "field service payments",
      "HVAC credit card processing",
      "plumber merchant account",
      "maintenance agreement billing",
      "mobile card reader contractors",
    ],
    serviceType: "Field and home service payment processing",
    audience: "HVAC, plumbing, electrical, cleaning and other home service companies",
  },
  illustration: {
    motif: "wrench",
    detailScene: { device: "phone", screen: "invoice", path: ["house", "wrench", "smartphone"], record: "installments" },
  },
  hero: {
    eyebrow: "Home Service Businesses",
    title: "Payment Processing for Home Service Businesses",
    description:
      "The job is done, the homeowner is happy, and the technician is standing in the driveway. That is the moment to get paid. We equip HVAC, plumbing, electrical, roofing and cleaning companies to collect in the field, convert estimates into invoices and bill maintenance plans without office follow-up.",
    imageAlt: "Illustration of a service van parked at a customer's house, and an invoice paid on a phone at the door.",
  },
  features: {
    title: "Get paid at the job, not weeks later",
    cards: [
      {
        icon: "smartphone",
        title: "Mobile Field Payments",
        description:
          "Technicians take chip, tap and wallet payments on a phone or pocket reader at the customer's door, and a texted receipt goes out before the truck leaves.",
      },
      {
        icon: "file-text",
        title: "Estimate to Invoice",
        description:
          "An approved estimate becomes the invoice with one tap, including any change orders, so the customer pays exactly what they agreed to.",
      },
      {
        icon: "calendar-clock",
        title: "Maintenance Plan Billing",
        description:
          "Seasonal tune-ups and service agreements bill monthly or yearly on the card or bank account on file, and renew without anyone calling the customer.",
      },
    ],
  },
  understanding: {
    title: "Understanding home service payment processing",
    paragraphs: [
      "For home service companies, the cost of slow payment is not the processing fee; it is the invoice that sits unpaid for thirty days and the office time spent chasing it. Collecting at the end of the visit, or the moment an estimate is approved, shortens that gap to zero and takes bad debt off the books.",
      `The payments also have to fit the software you already run your business on. Dispatch, scheduling and invoicing live in field service management platforms, so payments should post back to the job automatically. We connect with the service-management tools contractors use and, for everything else, ${claims.posIntegrations.statement}`,
    ],
    benefits: [
      "Card, tap and wallet payments on the technician's phone",
      "Approved estimates converted to invoices in one step",
      "Deposits for large installs taken when the customer signs",
      "Maintenance agreements billed automatically on schedule",
      "Payments posted back to the job in your service software",
      "Pay-by-link invoices for customers who were not home",
      "Limits sized for big-ticket system replacements and installs",
      `${claims.support.value} support for crews that work nights and weekends`,
    ],
    imageAlt:
      "Illustration of an invoice paid on a phone at the customer's home, beside a deposit paid and the remaining payments scheduled.",
  },
  ctaBand: {
    title: "Close the job and the invoice in the same visit",
    description: `Apply now and have your crews collecting in the field within days. ${claims.approvalTime.statement}`,
  },
  solutions: {
    title: "Payment solutions for home service businesses",
    intro:
      "Owner-operators with one van and companies running fifty trucks use the same four services, scaled to the size of the crew.",
    cards: [
      {
        icon: "smartphone",
        title: "Mobile Card Readers",
        description:
          "Pocket-size EMV and contactless readers paired to your technicians' phones or tablets, with texted receipts sent before the truck pulls away.",
      },
      {
        icon: "file-text",
        title: "Estimates and Invoicing",
        description:
          "Estimate, approval, invoice and payment in one flow, with deposits on large jobs and balances collected at completion.",
      },
      {
        icon: "repeat",
        title: "Service Agreement Billing",
        description:
          "Recurring billing for maintenance plans and memberships, with automatic renewals, card updates and retries for declined payments.",
      },
      {
        icon: "link",
        title: "Service Software Integrations",
        description:
          "Payments connected to your scheduling and dispatch platform, so every payment lands on the right job and customer record.",
      },
    ],
  },
  finalCta: {
    title: "Let your crews collect while they are still on site",
    description:
      "Apply in a few minutes. We will match readers and software to your trade, train your technicians and have you taking payments fast.",
  },
} satisfies Industry;
