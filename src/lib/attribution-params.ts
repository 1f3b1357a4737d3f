/**
 * The URL parameters an attribution touch is read from (issue 13), in one place for the browser's capture
 * (attribution-touch.ts, which must stay tiny) and the server's parser (attribution.ts). The order matters: the
 * capture cuts values by position (the first two to 100 characters, the next three to 150, click ids to 256).
 */
export const TOUCH_PARAMS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "gclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
] as const;
