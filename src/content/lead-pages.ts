import type { ApplicationPageCopy, ContactPageCopy, TrackingPageCopy } from "./lead-pages.schema";

/**
 * Copy of /contact, /application (with its Thank You view) and /application-tracking, written once. Figures,
 * phone and email come from site.ts where the components render them. Types only: this module reaches the browser.
 */
export const contactPage: ContactPageCopy = {
  hero: {
    eyebrow: "Talk to a payment specialist",
    title: "Contact",
    lead: "Tell us how your business takes payments today. Our veteran-founded team will help you find the setup that fits, with straight answers on rates, equipment and approval.",
  },
  form: {
    heading: "Send us a message",
    intro: "Share a few details and a payment specialist will get back to you. Fields marked * are required.",
  },
  details: {
    heading: "Prefer to talk?",
    intro:
      "Call or email our sales team directly. Have your latest processing statement handy and we can compare your costs on the spot.",
    phoneLabel: "Sales phone",
    emailLabel: "Sales email",
    addressLabel: "Headquarters",
  },
  newsletter: {
    heading: "Get payment tips by email",
    intro: "Fee-saving tactics, new payment options and compliance changes that matter to merchants. Unsubscribe any time.",
  },
};

export const applicationPage: ApplicationPageCopy = {
  hero: {
    eyebrow: "Apply now",
    title: "Apply for a Merchant Account",
    lead: "One short application covers card processing, POS and online payments. No obligation: you see your customized quote before you commit to anything.",
    imageAlt: "A card terminal approving a payment beside a checklist of completed application steps",
  },
  details: { heading: "Questions before you apply?", phoneLabel: "Call sales", emailLabel: "Email sales" },
  form: {
    heading: "Tell us about your business",
    intro: "It takes about two minutes. We use these details only to prepare your quote and set up your account.",
    requiredNote: "Fields marked * are required.",
  },
  thankYou: {
    heading: "Thank you for applying!",
    processing: "Our team is already processing your request and reviewing the details you sent.",
    reply: "You will hear back from us within {reply} with a customized quote built around your volume, industry and equipment.",
    team: "Our veteran-founded team is here to help at every step, from approval to your first transaction and beyond.",
    referenceLabel: "Your application reference",
    referenceHint: "Keep this reference with your email address to check your application status at any time.",
    trackLink: "Track your application",
  },
};

export const trackingPage: TrackingPageCopy = {
  hero: {
    eyebrow: "Application status",
    title: "Track Your Application",
    lead: "Enter the reference from your confirmation and the email address you applied with to see where your application stands.",
  },
  form: {
    heading: "Look up your application",
    referenceLabel: "Application reference",
    referencePlaceholder: "e.g. 7K3M-Q9XZ",
    emailLabel: "Email address",
    submit: "Check Status",
    checking: "Checking...",
  },
  result: { heading: "Application", statusLabel: "Status", submittedLabel: "Date submitted" },
  statuses: {
    pending: {
      label: "Pending review",
      description:
        "We have your application and an underwriter is reviewing it. A specialist will contact you with your customized quote.",
    },
    // The staff workflow's other statuses (issue 8), in the applicant's words.
    contacted: {
      label: "In conversation",
      description:
        "A payment specialist has reached out to you. If you missed the call or email, reply or call us and mention your reference.",
    },
    qualified: {
      label: "Quote in preparation",
      description:
        "Your business meets our underwriting requirements and your specialist is preparing your customized rates and setup plan.",
    },
    won: {
      label: "Account opened",
      description:
        "Welcome aboard. Your merchant account is set up, and our support team is available around the clock if you need anything.",
    },
    lost: {
      label: "Closed",
      description:
        "This application is closed. If your plans have changed or you would like us to take another look, contact our sales team.",
    },
  },
  help: "Lost your reference? Call or email our sales team and we will look up your application for you.",
};
