/**
 * The application conversion for Google Ads (SPEC 2 and 7: value 1.0, USD, once, when the Thank You view shows).
 * The Ads id and conversion label are read at BUILD time (PUBLIC_GOOGLE_ADS_ID, PUBLIC_GOOGLE_ADS_CONVERSION_LABEL);
 * without an id no tracking script is ever requested.
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

/** What the conversion needs from the page: gtag's data layer and a way to add the tag's script. */
export interface ConversionHost {
  dataLayer?: unknown[];
  __harborlineConversionSent?: boolean;
  loadScript(src: string): void;
}

/** Sends the conversion once per page load; later calls (a re-render, a second Thank You) send nothing. */
export function fireAdConversion(config: AdsConfig | null, host: ConversionHost): boolean {
  if (!config || host.__harborlineConversionSent) return false;
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

/** The browser's host: window's data layer, the script appended to <head>. */
export function browserConversionHost(): ConversionHost {
  const win = window as unknown as Omit<ConversionHost, "loadScript">;
  return Object.assign(win, {
    loadScript(src: string) {
      const script = document.createElement("script");
      script.async = true;
      script.src = src;
      document.head.append(script);
    },
  }) as ConversionHost;
}
