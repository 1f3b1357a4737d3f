import type { FaqItem } from "./resources.schema";
import { site } from "./site";

const { claims } = site;

/** "Major credit and debit cards" reads "major credit..." mid-sentence; names (ACH, Apple Pay) keep their capitals. */
const midSentence = (item: string) =>
  /^(?:[A-Z]{2,}|Apple|Google)\b/.test(item) ? item : item.charAt(0).toLowerCase() + item.slice(1);
const methods = site.acceptedPaymentMethods.map(midSentence);
// Semicolons, because one item ("buy now, pay later") contains a comma.
const methodList = `${methods.slice(0, -1).join("; ")}; and ${methods.at(-1)}`;

/**
 * The eight questions of the /resources FAQ (SPEC "FAQ 8 entries"). Every figure comes from `site.claims`, so an
 * answer can never contradict the rest of the site. The accordion, the FAQPage JSON-LD and the site search read
 * this list.
 */
export const faq: FaqItem[] = [
  {
    id: "approval-time",
    question: "How quickly can my business be approved?",
    answer: `${claims.approvalTime.statement} ${claims.merchantAccountApproval.statement} ${claims.highRiskApproval.statement} Having your last three months of processing statements, a voided check and a government ID ready keeps the review moving.`,
  },
  {
    id: "savings",
    question: "How much can I save by switching processors?",
    answer: `${claims.feeReduction.statement} ${claims.startingRate.statement} Send us a recent statement and we will show you, line by line, what you pay today and what you would pay with us.`,
  },
  {
    id: "fees-and-contracts",
    question: "Do you charge setup fees or lock me into a long contract?",
    answer: `${claims.setupFees.statement} ${claims.contractTerms.statement} Every rate and fee is written into your agreement before you sign, and nothing is added later without notice.`,
  },
  {
    id: "high-risk",
    question: "Do you work with high-risk businesses?",
    answer: `Yes. We place e-commerce, subscription, CBD and Delta 8, kratom, peptides, firearms, coaching and other businesses that mainstream processors often decline. ${claims.highRiskApproval.statement} ${claims.approvalRate.statement}`,
  },
  {
    id: "pos-compatibility",
    question: "Will your processing work with the POS system I already use?",
    answer: `${claims.posIntegrations.statement} If you are shopping for new equipment, we can supply countertop terminals, tablet POS and mobile readers configured before they ship.`,
  },
  {
    id: "payment-methods",
    question: "Which payment methods can my customers use?",
    answer: `In store, online and over the phone, you can accept ${methodList}. Every payment is reported in one dashboard.`,
  },
  {
    id: "security",
    question: "How do you keep card data secure?",
    answer: `${claims.pciCompliance.statement} Card numbers are encrypted and tokenized so they never sit on your systems, and fraud screening runs on every transaction. ${claims.uptime.statement}`,
  },
  {
    id: "support",
    question: "What support do I get after my account is live?",
    answer: `${claims.support.statement} You can reach us at ${site.contact.phone.display} or ${site.contact.email}. ${claims.clientRetention.statement}`,
  },
];
