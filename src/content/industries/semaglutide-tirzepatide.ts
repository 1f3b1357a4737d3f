import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const semaglutideTirzepatide = {
  slug: "semaglutide-tirzepatide",
  name: "GLP-1 telehealth providers",
  seo: {
    title: "Semaglutide & Tirzepatide Payment Processing",
    description:
      "Merchant accounts for GLP-1 weight-loss clinics and telehealth: payments tied to prescription approval, recurring treatment billing and healthcare compliance.",
    keywords: [
      "semaglutide payment processing",
      "tirzepatide merchant account",
      "GLP-1 telehealth payments",
      "weight loss clinic merchant account",
      "telehealth recurring billing",
      "medical spa payment processing",
    ],
    serviceType: "Telehealth and GLP-1 treatment payment processing",
    audience: "Telehealth providers, weight-loss clinics and medical spas prescribing GLP-1 medications",
  },
  illustration: {
    motif: "syringe",
    detailScene: { device: "phone", screen: "plan", path: ["stethoscope", "syringe", "calendar-clock"], record: "renewals" },
  },
  hero: {
    eyebrow: "Semaglutide & Tirzepatide",
    title: "Payment Processing for Semaglutide and Tirzepatide Programs",
    description:
      "GLP-1 weight-loss programs combine telehealth visits, prescriptions and monthly medication, and processors that do not understand that mix decline or freeze them. We set up clinics and telehealth brands with billing that waits for the prescriber, recurs with the treatment plan and keeps patient health information off the payment trail.",
    imageAlt:
      "Illustration of a telehealth visit on a phone, a treatment pen, a calendar of monthly refills and a compliance shield.",
  },
  features: {
    title: "Billing that follows the treatment plan",
    cards: [
      {
        icon: "clipboard-check",
        title: "Prescription Verification First",
        description:
          "The card is authorized at intake and captured only after a licensed clinician approves the prescription, so patients are never charged for medication they cannot receive.",
      },
      {
        icon: "calendar-clock",
        title: "Recurring Treatment Billing",
        description:
          "Monthly plans renew with each refill, change price as the dose steps up, and pause or cancel cleanly when the patient or the prescriber ends treatment.",
      },
      {
        icon: "video",
        title: "Telehealth Ready",
        description:
          "Consultation fees, follow-up visits and medication charges are separate line items, paid online before or after a video visit.",
      },
    ],
  },
  understanding: {
    title: "Understanding payment processing for GLP-1 programs",
    paragraphs: [
      "Banks review GLP-1 programs closely. Prescription drugs sold online draw regulatory attention, compounded versions have faced changing FDA guidance, and recurring billing for weight loss brings disputes when patients forget to cancel. Many acquirers expect telehealth and pharmacy merchants to hold a third-party certification such as LegitScript and to show that a licensed prescriber sees every patient.",
      `We prepare that case with you: your clinician network, your pharmacy partners, whether medication is branded or comes from a licensed 503A or 503B compounding pharmacy, and how consent and cancellation work. Payment records stay free of diagnoses and drug names, protecting patient privacy and the HIPAA obligations you carry. ${claims.highRiskApproval.statement}`,
    ],
    benefits: [
      "Banks that approve telehealth and GLP-1 programs",
      "Charges captured only after prescription approval",
      "Monthly billing that adjusts with each dose change",
      "No diagnoses or drug names in descriptors or receipts",
      "Guidance on the certification acquirers ask telehealth merchants for",
      "HSA and FSA cards accepted for eligible charges",
      "Clear renewal notices and easy cancellation to prevent disputes",
      `${claims.support.value} ${claims.support.label} for patients and staff`,
    ],
    imageAlt:
      "Illustration of a treatment plan billed in monthly payments on a phone, beside a calendar of monthly refills renewing.",
  },
  ctaBand: {
    title: "Bill treatment plans without putting the account at risk",
    description:
      "Apply with details of your prescribers, pharmacy partners and plan structure, and we will match you with a bank that supports GLP-1 programs.",
  },
  solutions: {
    title: "Payment solutions for GLP-1 programs",
    intro:
      "Telehealth startups, weight-loss clinics and medical spas offering semaglutide or tirzepatide use these four services.",
    cards: [
      {
        icon: "credit-card",
        title: "Telehealth Merchant Account",
        description:
          "A merchant account with a bank that accepts prescription telehealth, with reserve and volume terms set out before you launch.",
      },
      {
        icon: "clipboard-check",
        title: "Prescription-Gated Payments",
        description:
          "Authorize at intake, capture after the prescriber approves, and release the hold automatically if the patient is not a candidate.",
      },
      {
        icon: "repeat",
        title: "Treatment Plan Billing",
        description:
          "Recurring billing that follows refills and dose changes, with card updating, retries and patient-friendly cancellation.",
      },
      {
        icon: "heart-pulse",
        title: "Healthcare Compliance Support",
        description:
          "Help preparing for acquirer and certification reviews, and payment records kept free of protected health information.",
      },
    ],
  },
  finalCta: {
    title: "Focus on patients while billing runs itself",
    description: "Apply in minutes and talk with a specialist who has set up telehealth and weight-loss programs before yours.",
  },
} satisfies Industry;
