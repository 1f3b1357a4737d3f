/**
 * The application conversion for Google Ads (SPEC 2 and 7: value 1.0, USD, once, when the Thank You view shows).
 *
 * The Ads id and conversion label are read by the server at start-up (PUBLIC_GOOGLE_ADS_ID,
 * PUBLIC_GOOGLE_ADS_CONVERSION_LABEL, the same values that open the CSP to Google's tag), and POST /api/contacts
 * hands them to the Thank You view in its answer to an application, unless the visitor has opted out (issue 35):
 * a `Sec-GPC: 1` header (Global Privacy Control) or the /privacy-choices cookie. The browser then checks
 * `navigator.globalPrivacyControl` too. Without an id, or with an opt-out, no tracking script is ever requested.
 */
export interface AdsConfig {
  id: string;
  label?: string;
}

export const CONVERSION = { value: 1.0, currency: "USD" } as const;

export function adsConfig(env: { PUBLIC_GOOGLE_ADS_ID?: string; PUBLIC_GOOGLE_ADS_CONVERSION_LABEL?: string }): AdsConfig | null {
  const id = env.PUBLIC_GOOGLE_ADS_ID?.trim();
  if (!id) return null;
  const label = env.PUBLIC_GOOGLE_ADS_CONVERSION_LABEL?.trim();
  return label ? { id, label } : { id };
}

/** The cookie /privacy-choices sets when a visitor opts out of the ad conversion tag on that browser. */
export const ADS_OPT_OUT_COOKIE = "hl_ads_opt_out";
/** 400 days: the longest a browser keeps a cookie (Chrome caps Max-Age there). */
export const ADS_OPT_OUT_MAX_AGE_SECONDS = 400 * 86_400;

/** `Sec-GPC: 1` (Global Privacy Control): the browser asks every site not to sell or share its user's data. */
export function sendsGlobalPrivacyControl(headers: Pick<Headers, "get">): boolean {
  return headers.get("sec-gpc")?.trim() === "1";
}

/** Whether the request's cookies hold the opt-out of /privacy-choices. */
export function hasAdsOptOutCookie(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((part) => part.trim() === `${ADS_OPT_OUT_COOKIE}=1`);
}

/** Opted out of the ad conversion tag: Global Privacy Control or the stored choice. */
export function adsOptedOut(headers: Pick<Headers, "get">): boolean {
  return sendsGlobalPrivacyControl(headers) || hasAdsOptOutCookie(headers.get("cookie"));
}

/** What /privacy-choices shows (src/server/privacy-choices.ts decides it, src/components/legal renders it). */
export interface PrivacyChoicesState {
  /** The request carried `Sec-GPC: 1`. */
  gpc: boolean;
  /** The opt-out cookie is set (after this request's change, if any). */
  optedOut: boolean;
  /** What a POST just did: saved, or refused (not from this site's own page, or an unknown choice). */
  notice?: "saved" | "refused";
}

/** What the conversion needs from the page: gtag's data layer and a way to add the tag's script. */
export interface ConversionHost {
  dataLayer?: unknown[];
  __harborlineConversionSent?: boolean;
  /** `navigator.globalPrivacyControl`: true sends nothing. */
  globalPrivacyControl?: boolean;
  loadScript(src: string): void;
}

/** Sends the conversion once per page load; later calls (a re-render, a second Thank You) send nothing. */
export function fireAdConversion(config: AdsConfig | null | undefined, host: ConversionHost): boolean {
  if (!config || host.globalPrivacyControl === true || host.__harborlineConversionSent) return false;
  host.__harborlineConversionSent = true;
  const dataLayer = (host.dataLayer ??= []);
  // gtag's documented shape: the arguments object itself is queued.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  gtag("js", new Date());
  gtag("config", config.id);
  gtag("event", "conversion", {
    send_to: config.label ? `${config.id}/${config.label}` : config.id,
    value: CONVERSION.value,
    currency: CONVERSION.currency,
  });
  host.loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.id)}`);
  return true;
}

/** The browser's host: window's data layer, the GPC signal, the script appended to <head>. */
export function browserConversionHost(): ConversionHost {
  const win = window as unknown as Omit<ConversionHost, "loadScript" | "globalPrivacyControl">;
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  return Object.assign(win, {
    globalPrivacyControl: gpc,
    loadScript(src: string) {
      const script = document.createElement("script");
      script.async = true;
      script.src = src;
      document.head.append(script);
    },
  }) as ConversionHost;
}
