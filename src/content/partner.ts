import type { ConsultationType, PartnerContent, ReferralTier } from "./partner.schema";
import { site } from "./site";

/**
 * The referral tiers of SPEC section 9, exactly. The referral page's table and the chat assistant both read this
 * list; nothing else restates the amounts.
 */
export const referralTiers: ReferralTier[] = [
  { name: "Bronze", perReferralUsd: 200, monthlyReferrals: { min: 1, max: 5 }, residualPercent: 0.02 },
  { name: "Silver", perReferralUsd: 350, monthlyReferrals: { min: 6, max: 15 }, residualPercent: 0.035 },
  { name: "Gold", perReferralUsd: 500, monthlyReferrals: { min: 16, max: 30 }, residualPercent: 0.05 },
  { name: "Platinum", perReferralUsd: 750, monthlyReferrals: { min: 31, max: null }, residualPercent: 0.075 },
];

/** The program's terms (SPEC section 9 "Reply and support times"), written once. */
export const partnerTerms = {
  approval: "Partner applications are approved within 24 hours.",
  payoutCycleDays: 30,
  payoutMethods: "direct deposit or check",
  highRiskBonusUsd: 100,
  joiningFee: "No fees to join.",
  minimumReferrals: "No minimum number of referrals.",
} as const satisfies PartnerContent["terms"];

const lowestPayout = Math.min(...referralTiers.map((tier) => tier.perReferralUsd));
const highestPayout = Math.max(...referralTiers.map((tier) => tier.perReferralUsd));
const highestResidual = Math.max(...referralTiers.map((tier) => tier.residualPercent));

/** SPEC /partner/schedule-consult: the three consultation types and their lengths. */
export const consultationTypes: ConsultationType[] = [
  {
    id: "launch-call",
    title: "Payment Processing Launch Call",
    minutes: 15,
    description: "A quick call for merchants and partners who want to get a first account approved and processing.",
    topics: ["The documents your application needs", "Expected approval timeline", "Equipment or gateway setup"],
  },
  {
    id: "strategy-session",
    title: "Partnership Strategy Session",
    minutes: 45,
    description: "An in-depth session for software vendors and agencies planning an integration or a co-marketing program.",
    topics: ["Integration options and timelines", "Revenue share structure", "Co-branded onboarding and marketing"],
  },
  {
    id: "referral-overview",
    title: "Referral Program Overview",
    minutes: 30,
    description: "A walk through the referral tiers, residuals and payouts for consultants and community partners.",
    topics: ["How tiers and residuals are calculated", "The high-risk referral bonus", "How to submit your first referral"],
  },
];

const consultMinutes = consultationTypes.map((type) => type.minutes).sort((a, b) => a - b);
const minutesList = `${consultMinutes.slice(0, -1).join(", ")} or ${consultMinutes.at(-1)}`;

const scheduleConsult = { label: "Schedule a Consultation", href: "/partner/schedule-consult" };

/** Copy of /partner, /partner/schedule-consult, /partner/about and /partner/referral-program. */
export const partnerContent = {
  terms: partnerTerms,
  referralTiers,
  overview: {
    hero: {
      eyebrow: "Partner With Us",
      title: "Grow your business by bringing better payments to your clients",
      lead: `Software vendors, consultants and community organizations partner with ${site.brand.name} to give the merchants they serve fair pricing, fast approvals and support that picks up the phone. You keep the relationship; we handle the processing and pay you for it.`,
      primary: scheduleConsult,
      secondary: { label: "Apply Now", href: "/application" },
    },
    philosophy: {
      heading: "Our partnership philosophy",
      paragraphs: [
        "A referral is a promise. When you introduce a client to us, your name is on the line, so we treat every merchant you send the way we would treat our own first customer: honest pricing on paper, an approval decision without runaround, and a support team that knows the account.",
        `We were founded by veterans who learned that a mission only works when everyone on it can rely on the person next to them. That is how we run partnerships. ${site.brand.veteranLine}, we have kept the same approach: clear terms, no hidden deductions from your commissions, and people who answer when you call.`,
      ],
      principles: [
        {
          title: "Your client stays yours",
          description: "We never market around you to the merchants you refer, and your clients know you made the introduction.",
        },
        {
          title: "Terms you can read in one sitting",
          description:
            "Commission amounts, residual rates and payout dates are written into a short agreement before you refer anyone.",
        },
        {
          title: "Accountability both ways",
          description: "You get a named partner manager and a monthly statement of every referral, approval and payout.",
        },
      ],
    },
    benefits: {
      heading: "What partners get",
      lead: "Everything you need to recommend us with confidence, and to be paid properly when you do.",
      items: [
        {
          title: "Revenue on every merchant",
          icon: "HandCoins",
          description: `Earn $${lowestPayout} to $${highestPayout} for each approved merchant, plus a monthly residual on their processing for as long as they stay.`,
        },
        {
          title: "Fast decisions for your clients",
          icon: "Timer",
          description: `${site.claims.approvalTime.statement} ${site.claims.highRiskApproval.statement}`,
        },
        {
          title: "A dedicated partner manager",
          icon: "UserRound",
          description: "One person who knows your clients, tracks each application and answers your questions directly.",
        },
        {
          title: "Co-branded sales material",
          icon: "Megaphone",
          description: "Rate comparisons, one-page overviews and email templates prepared with your logo, ready to send.",
        },
        {
          title: "Transparent reporting",
          icon: "ChartColumn",
          description: "A monthly statement lists every referral, its status, the commission earned and the residuals paid.",
        },
        {
          title: "Room for every client",
          icon: "BadgeCheck",
          description: `We place low-risk and high-risk merchants alike. ${site.claims.approvalRate.statement}`,
        },
      ],
    },
    types: {
      heading: "Three ways to partner",
      lead: "Choose the partnership that matches how you work with merchants today.",
      items: [
        {
          title: "Independent Software Vendors",
          icon: "Code",
          description:
            "Embed payments in your platform and earn on the volume your merchants already process through your software.",
          benefits: [
            site.claims.isvIntegration.statement,
            "Revenue share on every transaction your merchants process",
            "White-label onboarding and a branded payment gateway",
            site.claims.isvMerchantRange.statement,
          ],
        },
        {
          title: "Business Consultants and Agencies",
          icon: "Building2",
          description: "Add payment-cost reviews to the services you already offer, and get paid when your clients save money.",
          benefits: [
            "Free statement analysis for every client you introduce",
            "Per-referral commissions plus monthly residuals",
            "Co-branded proposals and rate comparisons",
            "A partner manager who joins client calls when you need one",
          ],
        },
        {
          title: "Community Partners",
          icon: "Users",
          description:
            "Chambers of commerce, veteran organizations and trade associations that want a trustworthy processor to recommend to members.",
          benefits: [
            "Member pricing reviews at no cost to the member",
            "Workshops on payment costs and fraud prevention for your members",
            "Commissions you can direct to your organization's programs",
            "Veteran-founded leadership that shares your commitment to community",
          ],
        },
      ],
    },
    quickLinks: {
      heading: "Take the next step",
      items: [
        {
          title: "Schedule a consultation",
          icon: "CalendarClock",
          description: `Book a ${minutesList} minute call with our partnership team at a time that suits you.`,
          href: "/partner/schedule-consult",
          cta: "Book a call",
        },
        {
          title: "About us",
          icon: "Landmark",
          description: "Our mission, the values we hold partners to, and the figures behind our track record.",
          href: "/partner/about",
          cta: "Read our story",
        },
        {
          title: "Referral program",
          icon: "HandCoins",
          description: `Tiers from $${lowestPayout} to $${highestPayout} per referral, residuals up to ${highestResidual}% and payouts every ${partnerTerms.payoutCycleDays} days.`,
          href: "/partner/referral-program",
          cta: "See the tiers",
        },
      ],
    },
    closing: {
      heading: "Ready to bring your clients a better processor?",
      lead: `${partnerTerms.approval} ${partnerTerms.joiningFee} ${partnerTerms.minimumReferrals}`,
      primary: { label: "Apply Now", href: "/application" },
      secondary: scheduleConsult,
    },
  },
  consult: {
    hero: {
      eyebrow: "Partner With Us",
      title: "Schedule a Partnership Consultation",
      lead: "Pick the conversation you need, choose a time in the calendar below, and a member of our partnership team will call you at the time you booked.",
    },
    types: {
      heading: "Choose your consultation",
      lead: "Each call has a clear agenda, so you leave with answers rather than a sales pitch.",
      items: consultationTypes,
    },
    widget: {
      heading: "Book a merchant services launch call",
      lead: "Times are shown in your own time zone. You will receive a calendar invitation and a reminder before the call.",
      loadingText: "Loading the booking calendar…",
      fallbackHeading: "The booking calendar could not load",
      fallbackText: "You can still book: open the calendar on its own page, or call us and we will schedule the call with you.",
    },
    contact: {
      heading: "Prefer to talk now?",
      lead: "Reach the partnership team directly.",
      phoneHours: `Partner phone support ${site.contact.partnerPhoneHours}`,
    },
  },
  about: {
    hero: {
      eyebrow: "About Us",
      title: `About ${site.brand.name}`,
      lead: `${site.brand.veteranLine}. We built a payment processor for business owners who want straight answers, fair rates and a team that stays with them after the contract is signed.`,
    },
    mission: {
      heading: "Our mission",
      text: "To give every American business, from the corner store to the online brand other processors turn away, payment processing that is honestly priced, quickly approved and supported by people who care whether it works.",
    },
    vision: {
      heading: "Our vision",
      text: "A payments industry where merchants understand every line of their statement, switching providers is simple, and the partners who recommend a processor can do so with a clear conscience.",
    },
    story: {
      heading: "Why we started",
      paragraphs: [
        "Our founders came home from military service and went to work in small businesses, where they met the same problem again and again: processing statements nobody could read, rates that crept up without warning, and support lines that never reached a person.",
        `They started ${site.brand.name} in ${site.brand.foundedYear} to do it differently. ${site.claims.statesServed.statement} ${site.claims.yearsInBusiness.statement}`,
      ],
    },
    founders: {
      heading: "Founded by veterans",
      lead: `${site.brand.name} is run the way its founders learned to work in uniform: the mission comes first, and everyone on it can count on the person next to them.`,
      milestones: [
        {
          marker: "Service",
          title: "Military service",
          text: "Our founders served in the US military, where a plan only works when every person on it does their part.",
        },
        {
          marker: "Main Street",
          title: "Small-business work",
          text: "Back home they worked in small businesses and saw statements nobody could read, rates that crept up and support lines that never reached a person.",
        },
        {
          marker: String(site.brand.foundedYear),
          title: `${site.brand.name} founded`,
          text: `They started ${site.brand.name} to price honestly, approve quickly and answer the phone. ${site.brand.veteranLine}.`,
        },
        {
          marker: "Today",
          title: "Merchants nationwide",
          text: `${site.claims.statesServed.statement} ${site.claims.clientRetention.statement}`,
        },
      ],
      team: {
        heading: "The people you work with",
        items: [
          {
            title: "A named partner manager",
            icon: "UserRound",
            description: "One person who knows your clients, tracks each application and answers your questions directly.",
          },
          {
            title: "Merchant support, around the clock",
            icon: "Headset",
            description: `${site.claims.support.statement} A real person answers and stays on the problem until it is solved.`,
          },
          {
            title: "Underwriting that explains itself",
            icon: "ClipboardCheck",
            description: `${site.claims.approvalTime.statement} You hear which documents are needed and why, not a silent decline.`,
          },
        ],
      },
    },
    values: {
      heading: "Our core values",
      items: [
        {
          title: "Integrity First",
          icon: "ShieldCheck",
          description:
            "We quote what we charge and charge what we quote. If a rate changes, you hear it from us first, in writing.",
        },
        {
          title: "Service Excellence",
          icon: "Star",
          description: "A real person answers, knows your account and stays on the problem until it is solved.",
        },
        {
          title: "Innovation Drive",
          icon: "Lightbulb",
          description: "We keep adding integrations, payment methods and fraud tools so our merchants never fall behind.",
        },
        {
          title: "Community Focus",
          icon: "HeartHandshake",
          description: "We support veteran organizations and local business groups in the communities our merchants serve.",
        },
      ],
    },
    metrics: {
      heading: "Our record in numbers",
      // SPEC /partner/about: 98% client retention, 200+ POS integrations, 39% average fee reduction, 24/7 partner support.
      // The 24/7 is the merchant support your referrals get; the partner line itself has hours (issue 37).
      items: [
        { value: site.claims.clientRetention.value, label: "Client retention" },
        { value: site.claims.posIntegrations.value, label: "POS integrations" },
        { value: site.claims.feeReduction.value, label: "Average fee reduction" },
        { value: site.claims.support.value, label: "Partner support for your merchants" },
      ],
    },
    closing: {
      heading: "Work with a team that keeps its word",
      lead: "Talk to our partnership team, or see how our partner programs work.",
      primary: { label: "Schedule a Consultation", href: "/partner/schedule-consult#top" },
      secondary: { label: "Explore Partnerships", href: "/partner" },
    },
  },
  referral: {
    hero: {
      eyebrow: "Referral Program",
      title: "Earn for every business you refer",
      lead: `Introduce businesses that need better payment processing. You earn $${lowestPayout} to $${highestPayout} for each approved merchant, plus a monthly residual for as long as they process with us.`,
      join: { label: "Join the Program", href: "/partner/schedule-consult" },
    },
    benefits: {
      heading: "Why partners refer to us",
      items: [
        {
          title: "High Commissions",
          icon: "HandCoins",
          description: `Earn $${lowestPayout} to $${highestPayout} for every approved merchant, depending on your monthly tier, plus $${partnerTerms.highRiskBonusUsd} more for each high-risk referral.`,
        },
        {
          title: "Ongoing Residuals",
          icon: "Repeat",
          description: `Receive up to ${highestResidual}% of each referred merchant's monthly processing volume for as long as the account stays active.`,
        },
        {
          title: "Fast Payouts",
          icon: "Banknote",
          description: `Commissions and residuals are paid on a ${partnerTerms.payoutCycleDays}-day cycle by ${partnerTerms.payoutMethods}.`,
        },
        {
          title: "Dedicated Support",
          icon: "Headset",
          description: `A partner manager tracks every referral with you, and partner phone support runs ${site.contact.partnerPhoneHours}.`,
        },
      ],
    },
    idealReferrals: {
      heading: "Who to refer",
      lead: "Any business that takes card payments can benefit. These are the referrals we approve fastest and save the most.",
      items: [
        {
          title: "Local and retail businesses",
          icon: "Store",
          description: "Storefronts paying too much on a bundled or flat-rate plan, or stuck with aging terminals.",
          examples: ["Restaurants and bars", "Liquor and convenience stores", "Gas stations and auto services"],
        },
        {
          title: "High-risk merchants",
          icon: "ShieldAlert",
          description: `Businesses other processors decline or shut down. Each approved high-risk referral earns a $${partnerTerms.highRiskBonusUsd} bonus.`,
          examples: ["E-commerce and subscription brands", "CBD, Delta 8 and kratom sellers", "Firearms and peptide retailers"],
        },
        {
          title: "Service and professional firms",
          icon: "Briefcase",
          description: "Businesses that invoice, bill on retainer or collect payment in the field.",
          examples: ["Law firms and consultants", "Home service contractors", "Coaches and marketing agencies"],
        },
      ],
    },
    steps: {
      heading: "How it works",
      items: [
        {
          title: "Join the program",
          description: `Book a short call and sign the partner agreement. ${partnerTerms.approval}`,
        },
        {
          title: "Refer a business",
          description: "Send us the business's contact details, or share your personal referral link with them.",
        },
        {
          title: "We do the work",
          description: "We analyze their statement, prepare a quote and guide them through approval and setup.",
        },
        {
          title: "Get paid",
          description: `Your commission and residuals arrive every ${partnerTerms.payoutCycleDays} days by ${partnerTerms.payoutMethods}.`,
        },
      ],
    },
    details: {
      heading: "Program details",
      requirements: {
        label: "Requirements",
        items: [
          "A business or professional relationship with the merchants you refer",
          "A signed partner agreement and a completed W-9 for commission payments",
          "A US bank account for direct deposit, or a mailing address for checks",
          "Honest representation of our rates and services to the businesses you refer",
          `${partnerTerms.joiningFee} ${partnerTerms.minimumReferrals}`,
        ],
      },
      support: {
        label: "Support",
        items: [
          "A named partner manager for every partner",
          `Partner phone support ${site.contact.partnerPhoneHours}`,
          `Partner email at ${site.contact.partnerEmail}. ${site.contact.partnerEmailResponse}`,
          "A monthly statement of referrals, approvals, commissions and residuals",
          "Co-branded marketing materials and rate-comparison templates",
        ],
      },
    },
    tiers: {
      heading: "Commission tiers",
      lead: "Your tier is set by the number of approved referrals in a calendar month; the more businesses you bring, the more each one pays.",
      footnotes: [
        `Residuals are a monthly percentage of each referred merchant's processing volume, paid while the account stays active.`,
        `Each approved high-risk referral earns an extra $${partnerTerms.highRiskBonusUsd} bonus on top of the tier amount.`,
        `Payouts on a ${partnerTerms.payoutCycleDays}-day cycle by ${partnerTerms.payoutMethods}. ${partnerTerms.joiningFee} ${partnerTerms.minimumReferrals}`,
      ],
    },
    closing: {
      heading: "Start earning this month",
      lead: `${partnerTerms.approval} ${partnerTerms.joiningFee} ${partnerTerms.minimumReferrals}`,
      join: { label: "Join the Program", href: "/partner/schedule-consult" },
    },
  },
} satisfies PartnerContent;
