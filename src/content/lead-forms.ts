/**
 * The visible text of the lead forms (SPEC sections 3, 5 and 8), word for word: the option lists with their labels
 * and every message. The zod schemas that use them are src/content/lead-schema.ts (which re-exports these for the forms).
 * Plain data: the form islands import it.
 */
export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/** SPEC 3, "Contact form interestedIn". */
export const contactInterestOptions = [
  { value: "merchant-accounts", label: "Merchant Accounts" },
  { value: "payment-gateways", label: "Payment Gateways" },
  { value: "pos-systems", label: "POS Systems" },
  { value: "high-risk-processing", label: "High-Risk Processing" },
  { value: "scheduling-demo", label: "Scheduling a Demo" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/** SPEC 3, "Contact form industry". */
export const contactIndustryOptions = [
  { value: "ecommerce", label: "E-commerce" },
  { value: "cbd", label: "CBD" },
  { value: "restaurant", label: "Restaurant" },
  { value: "high-risk", label: "High-Risk" },
  { value: "liquor-stores", label: "Liquor Stores" },
  { value: "convenience-store", label: "Convenience Store" },
  { value: "gas-stations", label: "Gas Stations" },
  { value: "peptides", label: "Peptides" },
  { value: "adult-ai", label: "Adult AI" },
  { value: "coaching", label: "Coaching" },
  { value: "delta-8", label: "Delta 8" },
  { value: "kratom", label: "Kratom" },
  { value: "law-firms", label: "Law Firms" },
  { value: "firearms", label: "Firearms" },
  { value: "marketing", label: "Marketing" },
  { value: "semaglutide-tirzepatide", label: "Semaglutide & Tirzepatide" },
  { value: "home-service", label: "Home Service" },
  { value: "shopify", label: "Shopify" },
  { value: "software-integration", label: "Software Integration" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/** SPEC 3, "Application interestedIn". */
export const applicationInterestOptions = [
  { value: "payment-processing", label: "Payment Processing" },
  { value: "pos-systems", label: "POS Systems" },
  { value: "merchant-account", label: "Merchant Account" },
  { value: "credit-card-processing", label: "Credit Card Processing" },
  { value: "online-payments", label: "Online Payments" },
  { value: "mobile-payments", label: "Mobile Payments" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/** SPEC 3, "Application industry". */
export const applicationIndustryOptions = [
  { value: "retail", label: "Retail" },
  { value: "restaurant", label: "Restaurant" },
  { value: "healthcare", label: "Healthcare" },
  { value: "professional-services", label: "Professional Services" },
  { value: "ecommerce", label: "E-commerce" },
  { value: "automotive", label: "Automotive" },
  { value: "non-profit", label: "Non-Profit" },
  { value: "technology", label: "Technology" },
  { value: "construction", label: "Construction" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[];

/** SPEC 3: four named third-party processors, Other, and None shown as "None - New Business". */
export const currentProcessorOptions = [
  { value: "square", label: "Square" },
  { value: "stripe", label: "Stripe" },
  { value: "paypal", label: "PayPal" },
  { value: "clover", label: "Clover" },
  { value: "other", label: "Other" },
  { value: "none", label: "None - New Business" },
] as const satisfies readonly Option[];

export const MONTHLY_VOLUME_PLACEHOLDER = "$10,000";

/** Every text the visitor can see from these forms, word for word from SPEC sections 5 and 8. */
export const leadMessages = {
  contact: {
    missingTitle: "Required Fields Missing",
    missingDescription: "Please fill in all required fields: First Name, Last Name, Email, and Business Name.",
    successTitle: "Thank you for your interest!",
    successDescription: "We will contact you soon.",
    failureTitle: "Submission Failed",
    failureError: "Failed to submit contact form",
    fallback: "There was an error submitting your contact form. Please try again.",
    sending: "Sending...",
  },
  application: {
    firstName: "First name is required.",
    lastName: "Last name is required.",
    email: "Valid email is required.",
    businessName: "Business name is required.",
    interestedIn: "Please select what you're interested in.",
    industry: "Please select your industry.",
    failureTitle: "Submission Failed",
    failureError: "Failed to submit contact form",
    fallback: "There was an error sending your message. Please try again.",
    sending: "Sending...",
    submit: "Apply Now",
  },
  newsletter: {
    email: "Valid email is required.",
    successTitle: "Newsletter Signup Successful!",
    successDescription: "Thank you for subscribing. You'll receive updates about payment processing news and exclusive offers.",
    failureTitle: "Subscription Failed",
    failureError: "Failed to subscribe to newsletter",
    fallback: "There was an error subscribing to the newsletter. Please try again.",
    signingUp: "Signing Up...",
  },
  /** The chat's inline lead form (issue 12). */
  chat: {
    title: "Have our team contact you",
    intro: "Leave your details and a member of our team will follow up. This conversation is sent with them.",
    consentLabel:
      "I agree that Harborline Payments may contact me about my enquiry and keep this conversation with my details, as described in the privacy policy.",
    consent: "Please agree so we can contact you.",
    transcript: "The conversation could not be attached. Please try again.",
    submit: "Send my details",
    sending: "Sending...",
    dismiss: "Not now",
    offer: "Have our team contact you",
    successTitle: "Thank you for your interest!",
    successDescription: "We will contact you soon.",
    successMessage: "Thanks, your details are with our team and we will contact you soon. Your reference is {reference}.",
    failureTitle: "Submission Failed",
    failureError: "Failed to submit contact form",
    fallback: "There was an error sending your details. Please try again.",
  },
  tracking: {
    reference: "Enter the reference from your confirmation.",
    email: "Valid email is required.",
    notFound: "No application matches that reference and email address.",
  },
} as const;

/** Generic validation messages of the lead schemas. */
export const validationMessages = {
  tooLong: (max: number) => `Must be ${max} characters or fewer.`,
  notText: "Must be text.",
  processor: "Please choose a processor from the list.",
};
