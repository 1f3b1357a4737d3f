import { CONFIRMATION_LINK_DAYS } from "./mail";

/**
 * The newsletter's double opt-in as visitors read it on the site (issue 35): the signup's answer, and the pages the
 * emailed links open (/newsletter/confirm, /newsletter/unsubscribe). The emails' own words are in mail.ts.
 */

/** What POST /api/newsletter answers for every accepted signup, whatever the address's state (no enumeration). */
export const newsletterSignupAnswer =
  "Check your inbox: if this address is not subscribed yet, we sent it a link to confirm the subscription.";

/** Shown under the signup form after the SPEC's success toast: the subscription starts with the emailed link. */
export const newsletterFormHint = `Almost done: open the link we emailed you to confirm your subscription. It works for ${CONFIRMATION_LINK_DAYS} days.`;

export const newsletterConfirmPage = {
  eyebrow: "Newsletter",
  confirmed: {
    title: "Your subscription is confirmed",
    text: "Thank you. The Harborline Payments newsletter now goes to {email}. Every issue has a one-click unsubscribe link.",
  },
  alreadyConfirmed: {
    title: "Your subscription was already confirmed",
    text: "The newsletter already goes to {email}; nothing has changed.",
  },
  expired: {
    title: "This confirmation link has expired",
    text: `Confirmation links work for ${CONFIRMATION_LINK_DAYS} days. Sign up again below and we will email you a new one.`,
  },
  invalid: {
    title: "This confirmation link does not work",
    text: "It has already been used, a newer link has replaced it, or it was not copied whole. Sign up again below and we will email you a new link.",
  },
  blogLink: "Read the latest articles",
} as const;

export const newsletterUnsubscribePage = {
  eyebrow: "Newsletter",
  confirm: {
    title: "Unsubscribe from the newsletter?",
    text: "Press the button to stop the Harborline Payments newsletter going to {email}.",
    button: "Unsubscribe",
  },
  done: {
    title: "You are unsubscribed",
    text: "We send no more newsletters to {email}. Changed your mind? You can subscribe again with one press.",
    button: "Subscribe again",
  },
  resubscribed: {
    title: "You are subscribed again",
    text: "The newsletter goes to {email} again. The unsubscribe link in every issue still works.",
  },
  staffRemoved: {
    title: "This address is off our list",
    text: "Our team took {email} off the newsletter list, so nothing more is sent to it. To subscribe again, call or email us.",
  },
  invalid: {
    title: "This unsubscribe link does not work",
    text: "It was not copied whole, or it is not one of ours. Use the link in one of our emails, or call or email us and we will take the address off the list.",
  },
} as const;
