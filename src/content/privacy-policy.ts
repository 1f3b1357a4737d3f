import { z } from "zod";
import { CHAT_QUESTION_RETENTION_DAYS } from "@/lib/chat-insights";

/** The privacy policy as data: effective date, eight numbered sections, and the closing contact block. */
const sectionSchema = z.object({
  number: z.number().int().min(1).max(8),
  title: z.string().min(3),
  paragraphs: z.array(z.string().min(20)).min(1),
  bullets: z.array(z.string().min(5)).optional(),
  closing: z.string().optional(),
});

export const privacyPolicySchema = z.object({
  effectiveDate: z.literal("September 22, 2025"),
  effectiveDateIso: z.literal("2025-09-22"),
  intro: z.array(z.string().min(20)).min(1),
  sections: z.array(sectionSchema).length(8),
  contactHeading: z.string(),
  contactText: z.string(),
});

export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;

export const privacyPolicy: PrivacyPolicy = privacyPolicySchema.parse({
  effectiveDate: "September 22, 2025",
  effectiveDateIso: "2025-09-22",
  intro: [
    'Harborline Payments, LLC ("Harborline", "we", "us") provides payment processing, merchant accounts, POS integrations and related services to businesses in the United States. This policy explains what information we collect through this website and our sales conversations, why we collect it, how we protect it, and the choices you have.',
    "It covers visitors to our website, people who contact us or apply for an account, newsletter subscribers and referral partners. Card data that your customers present at your business is governed by your merchant agreement and the card networks' rules, not by this policy.",
  ],
  sections: [
    {
      number: 1,
      title: "Information We Collect",
      paragraphs: ["We collect only what we need to answer you, assess an application and run our services:"],
      bullets: [
        "Contact details you give us: first and last name, email address, phone number and business name.",
        "Business details you give us: your industry, the services you are interested in, your current processor and your approximate monthly card volume.",
        "Statements or files you choose to share with us for a fee analysis, including through our chat assistant.",
        `From the chat assistant: your questions, without email addresses, phone numbers or card numbers, kept on our systems for ${CHAT_QUESTION_RETENTION_DAYS} days; the conversation itself stays in your browser tab unless you send us your details from the chat, when the conversation that led to them (its last 20 messages) is stored with your request so our team can follow up.`,
        `The questions you type into the chat assistant, stored without email addresses, phone numbers or card numbers (we remove them before anything is stored), with the kind of answer it gave and, if you choose to use the optional "Helpful" and "Not helpful" buttons, your feedback. We keep them for ${CHAT_QUESTION_RETENTION_DAYS} days and use them only to improve the assistant's answers; a file you attach is read for its analysis and its contents are not stored.`,
        "Your newsletter subscription: your email address, when you signed up, when you confirmed it from the link we emailed you and, if you do, when you unsubscribed.",
        "Technical data sent by your browser: IP address, browser type, pages visited and the time of the visit, kept in server logs for security and troubleshooting.",
        "Where your visit came from, sent with a form you submit: the campaign labels in the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content), an ad click identifier from Google, Meta or Microsoft if the link carried one, the name of the website that referred you (its host name only, never the full address), the first page you landed on (without its query string) and the time, for your first and your latest visit.",
      ],
    },
    {
      number: 2,
      title: "How We Use Your Information",
      paragraphs: ["We use the information described above to:"],
      bullets: [
        "Respond to your questions and prepare a quote or fee analysis you asked for.",
        "Improve our chat assistant's answers from the questions visitors ask it.",
        "Review and underwrite merchant account applications, including identity, credit and risk checks required by our sponsor banks and the card networks.",
        "Email you once about what you sent us: for an application, its reference, what happens next and a link to track it; for a message or a chat request, a short acknowledgement. These go to the address you gave and are not marketing.",
        "Send the newsletter you subscribed to, and only once you confirm: a signup first gets an email with a confirmation link that works once, for 7 days, and without it nothing else is sent. Every newsletter email has a one-click unsubscribe link that needs no password, and the page it opens lets you subscribe again.",
        "Keep our website and systems secure, detect fraud and abuse, and fix problems.",
        "Meet our legal, tax, anti-money-laundering and card-network obligations.",
      ],
      closing:
        "We do not sell your personal information, and we do not use it for purposes unrelated to the ones above without asking you first.",
    },
    {
      number: 3,
      title: "How We Protect Your Information",
      paragraphs: [
        "Our processing platform is PCI DSS Level 1 compliant. Information you submit on this site travels over encrypted connections (TLS) and is stored on systems with restricted, logged access.",
        "Only the staff who need your information to serve you can see it, and they are trained in data handling. We review our safeguards regularly, but no method of transmission or storage is perfectly secure; if a breach affects your information, we will notify you as the law requires.",
      ],
    },
    {
      number: 4,
      title: "Information Sharing",
      paragraphs: ["We share information only when it is needed to provide our services or required by law:"],
      bullets: [
        "With sponsor banks, card networks and underwriting partners, to evaluate and open your merchant account.",
        "With service providers who host our systems, send email or support our operations, under contracts that limit their use of the data to the work they do for us.",
        "With the POS or software provider you ask us to integrate with.",
        "With authorities when the law, a court order or card-network rules require it, or to protect the rights and safety of our customers and our company.",
        "With a successor company if Harborline is merged or acquired, in which case this policy continues to apply to information collected under it.",
      ],
    },
    {
      number: 5,
      title: "Your Rights",
      paragraphs: [
        "You may ask us to show you the personal information we hold about you, to correct it, or to delete it, you may unsubscribe from our newsletter at any time with the link in any of its emails, and you may opt out of the advertising tag on our Your Privacy Choices page (/privacy-choices), linked at the foot of every page; a browser that sends the Global Privacy Control signal is opted out without asking. Residents of states with consumer privacy laws, such as California, Colorado, Connecticut, Virginia and Texas, have these rights by law and may also appeal a decision we make about a request.",
        "To make a request, contact us using the details below. We will confirm your identity before acting and answer within the time the applicable law allows, normally 45 days. Some records, such as those tied to an approved merchant account, must be kept for a period set by banking and tax rules even after you ask us to delete them.",
      ],
    },
    {
      number: 6,
      title: "Cookies and Tracking",
      paragraphs: [
        "Our website uses a small number of cookies and similar browser storage to remember your choices (for example, whether you closed the chat window) and to keep forms secure. We do not use them to build advertising profiles.",
        "To learn which of our campaigns and articles bring people to us, your browser keeps a small record of where your first and your latest visit came from (the campaign labels and ad click identifier in the link, the referring site's host name, the landing page and the time) in its own local storage on this site for 90 days. No third-party script reads it and nothing is sent until you submit a form; it then travels with your message, application or newsletter signup and is stored with it, so our team can see which campaign brought you. Clearing your browser's site data removes it.",
        "If we run an advertising campaign, Google's conversion tag loads on the Thank You view after an application and records that an application was submitted (a value of 1.00 USD), never its contents; Google's tag may read and set its own cookies. You can opt out on our Your Privacy Choices page (/privacy-choices): your browser then keeps a cookie holding only that choice, for 400 days, and the tag never loads. A browser that sends the Global Privacy Control signal is opted out without asking. Either way your application reaches our team and counts in our own figures.",
        "You can block or delete cookies in your browser settings; the site will continue to work, although some conveniences may not.",
      ],
    },
    {
      number: 7,
      title: "Third-Party Links",
      paragraphs: [
        "Our pages link to other websites, such as our social media profiles, POS and software partners, and a scheduling service for booking consultations. Those sites have their own privacy practices, which we do not control; please read their policies before giving them information.",
      ],
    },
    {
      number: 8,
      title: "Updates to This Policy",
      paragraphs: [
        "We may update this policy when our services or the law change. The effective date at the top of this page shows when it last changed. If a change materially affects how we use information we already hold, we will tell you by email or with a notice on this website before it takes effect.",
      ],
    },
  ],
  contactHeading: "Contact Us",
  contactText: "Questions about this policy or about your information? Call or email us and a member of our team will help.",
});
