import { site } from "./site";

/**
 * Every text of the chat assistant, written once: the widget's fixed messages (SPEC sections 5 and 8) and the
 * answer engine's replies. Facts (rates, times, phone) are never typed here: the engine quotes them from the site's
 * content. Reply templates take slots, filled by the engine (src/server/chat/topics/context.ts):
 * - `{phone}`: the support phone number as displayed;
 * - `{link:/path}` or `{link:/path|text}`: a link to a page of the site, labelled with the page's menu name or
 *   `text` (every path must be a route of the site: checked by `validateAllContent()`);
 * - any other `{name}`: a value the reply passes (a quoted fact, a title).
 * Browser-safe: the widget imports `chatText` (plain data, no zod).
 */
export const chatText = {
  assistantName: `${site.brand.shortName} Assistant`,
  greeting: `Hi, I'm the ${site.brand.name} assistant. What questions can I answer for you about payment processing? I can also read a .txt or .csv processing statement and estimate what you could save.`,
  /** SPEC 5, word for word. */
  fileTooLarge: "File size must be less than 10MB",
  /** SPEC 5, word for word. */
  fileWrongType: "Please upload a text (.txt) or CSV (.csv) file",
  fileUnreadable: "That file could not be read. Please try another .txt or .csv file.",
  /** SPEC 8 "Chat call failure": having trouble, try later or call support at {phone}. */
  failure: `I'm sorry, I'm having trouble responding right now. Please try again later, or contact our support team at ${site.contact.phone.display}.`,
  /** The buttons under each reply (issue 34): optional, one choice per reply, changeable. */
  feedbackLabel: "Was this answer helpful?",
  feedbackHelpful: "Helpful",
  feedbackNotHelpful: "Not helpful",
  feedbackThanks: "Thanks for the feedback.",
  feedbackFailed: "Your feedback could not be sent. Please try again.",
} as const;

/** The engine's replies by topic (one entry per topic of src/server/chat/intents.ts that adds words of its own). */
export const chatReplies = {
  rates: {
    highRisk:
      "We don't publish a rate for high-risk accounts, so I won't quote one. Ask for a high-risk quote through {link:/contact} or call {phone}.",
    quote:
      "Your exact rate depends on your business. {link:/application|Apply} for a quote, or attach a recent processing statement here (.txt or .csv) and I'll estimate what you could save.",
  },
  savings: {
    calculatorResults: "Its result shows your yearly estimate: {fields}, with what switching could keep for you.",
    calculatorFields: "The calculator asks for four figures: {fields}.",
    calculatorWhere: "Yes: the {name} is on our {link:/#calculator|home page}.",
    next: "To see what that means for you, attach a recent processing statement here (.txt or .csv): I'll work out your effective rate and estimate the saving. Or {link:/application|apply} for a quote.",
  },
  approval: {
    next: "You can start at {link:/application}.",
  },
  highRisk: {
    industry: "{title}: {fact}",
    yes: "Yes, we offer high-risk merchant accounts. {fact}",
    industries: "High-risk industries we serve: {fact}",
    next: "Tell us about your business at {link:/application} or call {phone}.",
  },
  paymentMethods: {
    ach: "Yes, we accept ACH bank transfers.",
    unlisted: "{method} isn't on our published list, so I can't confirm it: ask our team at {phone} or through {link:/contact}.",
  },
  pos: {
    featured: "Yes, {title} is one of the POS systems we feature: {fact}",
    unconfirmed:
      "I can't confirm {name} from our published list, so please check with our team at {phone} or through {link:/contact} before you switch anything.",
    types: "We set merchants up with {types}.",
    partner: "Yes, {name} is one of our published integration partners.",
  },
  isv: {
    next: "To talk through your platform, {link:/partner/schedule-consult|schedule a consultation}.",
  },
  contracts: {
    cancellation:
      "Our published terms don't cover cancellation fees, so I can't confirm them either way: ask our team at {phone} or through {link:/contact} before you sign.",
  },
  referral: {
    unavailable:
      "Our referral program pays a commission for each merchant you refer plus ongoing residuals. The current tiers and payout terms are on {link:/partner/referral-program}; I can't quote the amounts from here, so please check that page or {link:/partner/schedule-consult|schedule a consultation}.",
    tiers: "Referral commissions by tier:",
    tier: "- {fact}",
    next: "To join, {link:/partner/schedule-consult|schedule a consultation}.",
  },
  apply: {
    online: "You can apply online at {link:/application}.",
    tracking: "Already applied? {link:/application-tracking}: {fact}",
    questions: "Questions first? Call {phone} or use {link:/contact}.",
    fields: "The {link:/application} form asks for {fields}.",
    newBusiness: 'New to taking cards? On the application, choose "{option}" as your current processor.',
  },
  contact: {
    form: "You can also send us a message through {link:/contact}.",
    requiredFields: "The {link:/contact} form's required fields are {fields}.",
    social: "On social media we're {name} on X, and {brand} on Facebook.",
    consult: "Book any of them at {link:/partner/schedule-consult}.",
  },
  about: {
    name: "We're {name}.",
    based: "We're based in {locality}, {region}.",
    legalName: "Our legal name is {name}.",
  },
  statement: {
    how: "I can read a .txt or .csv processing statement (less than 10MB): attach a recent one here with the paperclip button and I'll read your transaction count, total volume, total fees, effective rate and average ticket, and estimate what you could save at our advertised pricing.",
    review: "For a review of your full statement, {link:/application|apply} and our team will follow up.",
    formats:
      "This chat does not read a PDF, spreadsheet or photo. For a statement in another format, {link:/application|apply} or {link:/contact|send it to our team} for the free fee analysis.",
  },
  industries: {
    yes: "Yes. {title}: {fact}",
    low: "Low-risk industries: {fact}",
    high: "High-risk industries: {fact}",
    all: "See every industry we serve at {link:/industries}, or tell us about your business at {link:/application}.",
  },
  solutions: {
    one: "{title}: {fact}",
    list: "Our solutions: {fact}",
  },
  analysisMethod: {
    how: "I add up the sales (refunds are listed separately), count the transactions and total the fees the statement shows. Effective rate = total fees ÷ total volume. Average ticket = total volume ÷ number of transactions.",
    estimate:
      "The estimate prices the same sales at our advertised starting rate of {rate} per transaction and compares that with the fees you paid. {statement} It is an estimate, not a quote.",
  },
  /** Search hits when no topic matched. */
  found: "{title}: {fact}",
  social: {
    greeting:
      "Hello! I can answer questions about rates and fees, approval times, high-risk accounts, payment methods, POS compatibility, contracts, our referral program, applying, or reaching a person. I can also read a .txt or .csv processing statement. What would you like to know?",
    thanks: "You're welcome. If anything else comes up, ask here, call {phone}, or {link:/application|apply} when you're ready.",
    ack: "Glad that helps. If anything else comes up, ask here, call {phone}, or {link:/application|apply} when you're ready.",
    goodbye: "Thanks for stopping by. When you're ready, {link:/application|apply online} or call {phone}.",
    wait: "Take your time. I'm here when you're ready, and you can attach a statement (.txt or .csv) if that's what you're getting.",
    missed:
      "Sorry, that missed. Could you ask it another way? A person can also answer: call {phone} or write through {link:/contact}.",
    identity:
      "I'm the automated assistant of {brand}: I answer from the information on this website. To talk to a person, call {phone} ({support}) or use {link:/contact}.",
  },
  /** When the engine could not answer within its time limit, or every reader was taken (src/server/chat/engine-runner.ts). */
  limits: {
    tooLong:
      "That message took me too long to read, so I stopped rather than keep you waiting. Could you ask one short question at a time? A person can also help: call {phone} or write through {link:/contact}.",
    busy: "I'm answering a lot of questions right now. Please send yours again in a moment, or call {phone}.",
  },
  unknown:
    "Our published information doesn't cover that, so I won't guess: call {phone}, send your question through {link:/contact}, or {link:/application|apply online} and our team will follow up.",
  /** Before the nearest published lines, when none of them answers the question closely (compose stage, UNSURE_BELOW). */
  unsure: "I can't confirm that from what we publish (call {phone} or use {link:/contact}). The nearest:",
  /** Questions about something the site does not publish (src/server/chat/understand.ts), one sentence each. */
  notCovered: {
    deposits:
      "We don't publish a funding schedule, so I can't say when deposits reach your bank: call {phone} or ask through {link:/contact} and a person will tell you.",
    fee: "We don't publish that fee, so I won't guess at it: call {phone} or ask through {link:/contact} for a complete quote.",
    currency:
      "Our published information doesn't cover international cards or other currencies, so I can't confirm them: call {phone} or ask through {link:/contact}.",
    freeHardware:
      "We don't publish hardware prices or free-equipment offers, so I can't confirm one: call {phone} or ask through {link:/contact}.",
    detail:
      "Our published information doesn't cover that part of the account terms, so I can't confirm it: call {phone} or ask through {link:/contact} before you sign.",
    figure:
      "We don't publish a dollar figure of savings for a given volume, because it depends on your current pricing: call {phone} or ask through {link:/contact}, or attach your statement for an estimate.",
    elsewhere:
      "We can't act on an account held with another processor, and our published information doesn't cover getting its held funds released: call {phone} or ask through {link:/contact} and a person will look at your situation.",
    company:
      "We don't publish that about the company, so I can't confirm it here: call {phone} or ask through {link:/contact} and a person will tell you.",
    business:
      "Our published list of industries doesn't name that kind of business, so I can't confirm it here. We serve storefronts, service businesses and professional firms, and many businesses other processors decline: tell us what you sell through {link:/contact} or call {phone}.",
  },
  /** A named industry, solution or POS type that leads the reply (the specific beats the general). */
  entity: "{title}: {fact}",
  /** The listed feature of a solution that the visitor asked about. */
  entityFeature: "{title} also includes: {fact}",
  /** Manipulation ("ignore your instructions") or abuse: short, polite, nothing of the request repeated. */
  refusal:
    "Sorry, I can't help with that. I'm glad to answer questions about payment processing, such as rates, approval, accepting cards or opening an account.",
  /** Added before the English answer when the visitor writes in Spanish. */
  spanish:
    "Respondo en inglés, el idioma de la información de nuestro sitio. Si prefiere hablar con una persona, llámenos al {phone}.",
  /** Pages a reply draws on but does not link in its text. */
  more: "More: {links}",
} as const;

/** Every reply template, flattened (for the content check). */
export function chatReplyTemplates(node: unknown = chatReplies): string[] {
  if (typeof node === "string") return [node];
  if (node && typeof node === "object") return Object.values(node).flatMap((value) => chatReplyTemplates(value));
  return [];
}

/** The statement analysis's fixed sentences (src/server/chat/statement-reply.ts). */
export const statementReplyCopy = {
  expected:
    'I can read a CSV export (commas, semicolons or tabs) with a header row naming the sale amount (such as "Amount", "Sales", "Volume", "Umsatz", "Montant" or "Importe")' +
    ' and, if it has them, the fee ("Fee", "Gebühr", "Frais", "Comisión") and the number of transactions ("Count", "Items", "Anzahl").' +
    ' I can also read a text statement with lines like "Total Sales $12,345.67", "Total Fees $456.78" and "Number of Transactions 412".',
  pdfTip:
    "If your processor only gives you a PDF, download the transactions as CSV from its online dashboard, or copy the summary page into a .txt file and attach that.",
  estimateNote: "This is an estimate, not a quote.",
  noFees:
    "I couldn't find the fees you paid, so I can't work out your effective rate or a saving. Attach a statement that includes a fee column or a \"Total Fees\" line and I'll finish the comparison.",
  uncertainFees:
    "So I haven't worked out an effective rate or compared these figures with our pricing: a rate read from the wrong column would be a wrong figure.",
  partialNoComparison:
    "Part of this file could not be read, so I won't compare these figures with our pricing: a comparison from part of a statement could be wrong either way.",
} as const;
