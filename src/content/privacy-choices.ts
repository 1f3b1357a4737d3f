/**
 * /privacy-choices (issue 35): the "Your Privacy Choices" page the footer links to. The one thing on the site that
 * shares anything with an advertiser is the Google Ads conversion tag of the application's Thank You view; a
 * visitor can switch it off here for their browser, and a browser sending Global Privacy Control is opted out
 * without asking.
 */
export const privacyChoicesCopy = {
  eyebrow: "Privacy",
  title: "Your Privacy Choices",
  lead: "We do not sell your personal information. Here you decide whether this browser loads the one advertising tag on our site.",
  whatHeading: "What you can switch off",
  what: [
    "When we run an advertising campaign, the Thank You view that follows an application loads Google's conversion tag, which tells Google Ads that an application was submitted (a value of 1.00 USD, never what you wrote). Google's tag can read and set its own cookies in your browser. Under some US state privacy laws, such as California's, that counts as sharing for advertising, so you can opt out.",
    "Opting out stops the tag loading for you. Your application still reaches our team and still counts in our own figures; only the advertiser's tag is left out.",
  ],
  statusHeading: "Your choice on this browser",
  gpc: "Your browser sends the Global Privacy Control signal. We treat it as your opt-out, without asking: the ad conversion tag does not load for you.",
  optedOut: "You have opted out: the ad conversion tag does not load in this browser.",
  optedIn: "You have not opted out: when a campaign runs, the Thank You view after an application loads the ad conversion tag.",
  optOut: "Opt out of the ad conversion tag",
  optIn: "Allow the ad conversion tag again",
  savedOut: "Saved: you are opted out on this browser.",
  savedIn: "Saved: the opt-out is removed from this browser.",
  refused: "Your choice could not be saved from that page. Use the button on this page.",
  storageHeading: "How your choice is kept",
  storage:
    "The opt-out is a cookie on this browser that holds nothing but the choice, for 400 days. Clearing this site's cookies, or using another browser or device, brings the default back: choose again there, or turn on Global Privacy Control in your browser settings, which applies on every site that honors it.",
  policyLead: "How we collect and use information, and your other rights, are described in our",
  policyLink: "Privacy Policy",
} as const;
