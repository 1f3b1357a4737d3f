/**
 * Data of the compose stage: the pages that say a little about everything (the home page, the FAQ, the about page,
 * the blog). A reply links the page that says more about its subject, so one of these is linked only when no
 * chosen fact or leading candidate comes from a page of its own.
 */
export const GENERAL_PAGES = [/^\/$/, /^\/resources(#faq)?$/, /^\/partner\/about$/];

/** Links under a reply at most: the page of the business or product named, and the page of the subject asked. */
export const MAX_LINKS = 2;
