import { processContent } from "./home";
import { leadMessages } from "./lead-forms";
import { site } from "./site";

/**
 * The words of every email a visitor receives (issue 35): the receipts of an application, a contact message and a
 * chat request, and the newsletter's confirmation request and welcome. Rendered by the templates of
 * src/server/mail/ into an HTML and a plain-text part. Facts (reply time, phone, email, support hours, the
 * process steps) are read from site.ts and home.ts, never retyped. `{name}` slots are filled by the templates; a
 * value a visitor typed is filled in as React text (escaped in the HTML part) and is never part of a subject.
 */
/** How long a newsletter confirmation link works (issue 35). */
export const CONFIRMATION_LINK_DAYS = 7;

export const mailCopy = {
  brand: {
    name: site.brand.name,
    tagline: site.brand.veteranLine,
    /** Under every message: who sent it and where the company is. */
    address: `${site.brand.legalName}, ${site.contact.address.locality}, ${site.contact.address.region}`,
  },
  /** How to reach a person: the same block in every receipt. */
  reachUs: {
    heading: "Talk to a person",
    /** {phone} and {email} become links to site.contact's phone and address. */
    text: "Call {phone} or email {email}, or simply reply to this email.",
    phone: site.contact.phone.display,
    phoneHref: `tel:${site.contact.phone.e164}`,
    email: site.contact.email,
    /** "24/7 US-based merchant support", from site.ts. */
    hours: `${site.contact.supportHours}.`,
  },
  application: {
    subject: "Your Harborline Payments application {reference}: what happens next",
    preview: `Reference {reference}. ${site.claims.applicationReply.statement}`,
    /** With the first name when it can be used (src/server/notifications/visitor-mail.ts greetingName), else without. */
    heading: { named: "Thank you for applying, {firstName}", unnamed: "Thank you for applying" },
    intro: "Your merchant account application reached our team, and we are already reviewing the details you sent.",
    referenceLabel: "Your application reference",
    referenceHint: "Keep it with the email address you applied with to check your application's status at any time.",
    nextHeading: "What happens next",
    /** site.claims.applicationReply: "After you apply, we reply within 24-48 hours with a customized quote." */
    reply: site.claims.applicationReply.statement,
    /** Initial Consultation, Risk Evaluation and Account Setup, as the home page's process section tells them. */
    steps: processContent.steps.slice(1, 4).map((step) => ({ title: step.title, text: step.description })),
    trackLabel: "Track your application",
    trackHint: "The tracking page opens with your reference filled in; type the email address you applied with.",
    why: "You receive this email because this address was given on our application form at {site}.",
  },
  contact: {
    subject: "We received your message ({reference})",
    preview: `Thanks for getting in touch. ${leadMessages.contact.successDescription}`,
    heading: { named: "Thanks for getting in touch, {firstName}", unnamed: "Thanks for getting in touch" },
    /** The SPEC's contact success toast: "We will contact you soon." */
    intro: `Your message reached our team. ${leadMessages.contact.successDescription}`,
    referenceLabel: "Your reference",
    referenceHint: "Mention it when you call or write to us, and we will find your message at once.",
    why: "You receive this email because this address was given on our contact form at {site}.",
  },
  chat: {
    subject: "We received your request from our chat ({reference})",
    preview: `Our team has your details from the chat. ${leadMessages.contact.successDescription}`,
    heading: { named: "Thanks for your request, {firstName}", unnamed: "Thanks for your request" },
    intro: `Our chat assistant passed your details and your conversation to our team. ${leadMessages.contact.successDescription}`,
    referenceLabel: "Your reference",
    referenceHint: "Mention it when you call or write to us, and we will find your request at once.",
    why: "You receive this email because this address was given in the chat on {site}.",
  },
  newsletterConfirmation: {
    subject: "Confirm your Harborline Payments newsletter subscription",
    preview: "One press confirms your subscription. Until then we send you nothing else.",
    heading: "Confirm your subscription",
    intro:
      "Someone, most likely you, asked for the Harborline Payments newsletter to be sent to {email}. Press the button to confirm it; until you do, we send nothing else to this address.",
    button: "Confirm my subscription",
    expiry: `The link works once and expires in ${CONFIRMATION_LINK_DAYS} days.`,
    ignore: "Did not ask for this? Ignore this email: without a confirmation, the address is not subscribed.",
    why: "You receive this email because this address was entered in the newsletter signup at {site}.",
  },
  newsletterWelcome: {
    subject: "You're subscribed to the Harborline Payments newsletter",
    preview: "Your subscription is confirmed.",
    heading: "You're subscribed",
    /** The SPEC's newsletter success toast, word for word after "Thank you for subscribing." */
    intro: leadMessages.newsletter.successDescription,
    blogLead: "While you wait for the next issue, our latest articles are on the blog:",
    blogLabel: "Read the Harborline blog",
    why: "You receive this email because you confirmed a newsletter subscription for this address at {site}.",
  },
  /** The visible unsubscribe line of every newsletter email (its headers carry the same link, RFC 8058). */
  unsubscribe: {
    lead: "Don't want these emails?",
    label: "Unsubscribe in one click",
  },
} as const;

export type MailCopy = typeof mailCopy;
