import {
  ADS_OPT_OUT_COOKIE,
  ADS_OPT_OUT_MAX_AGE_SECONDS,
  hasAdsOptOutCookie,
  sendsGlobalPrivacyControl,
  type PrivacyChoicesState,
} from "@/lib/ad-conversion";
import { hasSameOrigin } from "@/server/auth/guard";
import { getEnv } from "@/server/env";
import { readPageForm } from "@/server/http/page-form";

export interface PrivacyChoicesOutcome {
  status: number;
  state: PrivacyChoicesState;
  /** The Set-Cookie header of a saved choice. */
  setCookie?: string;
}

/**
 * /privacy-choices (issue 35): reads the request's Global Privacy Control header and the opt-out cookie; a POST
 * from this site's own page (Origin) with `choice=opt-out` or `opt-in` sets or clears the cookie. The cookie only
 * holds the choice: HttpOnly (the server reads it when it answers an application), SameSite=Lax, 400 days, Secure
 * on https.
 */
export async function privacyChoicesPage(request: Request): Promise<PrivacyChoicesOutcome | Response> {
  const method = request.method;
  if (method !== "GET" && method !== "HEAD" && method !== "POST") {
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD, POST" } });
  }
  const state: PrivacyChoicesState = {
    gpc: sendsGlobalPrivacyControl(request.headers),
    optedOut: hasAdsOptOutCookie(request.headers.get("cookie")),
  };
  if (method !== "POST") return { status: 200, state };
  const fields = await readPageForm(request);
  if (fields === null) {
    return new Response("The request body is too large.", { status: 413, headers: { "Content-Type": "text/plain" } });
  }
  const choice = fields.choice;
  if (!hasSameOrigin(request) || (choice !== "opt-out" && choice !== "opt-in")) {
    return { status: 403, state: { ...state, notice: "refused" } };
  }
  const secure = new URL(request.url).protocol === "https:" || getEnv().SITE_URL.startsWith("https:");
  const attributes = `Path=/; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
  const optedOut = choice === "opt-out";
  return {
    status: 200,
    state: { ...state, optedOut, notice: "saved" },
    setCookie: optedOut
      ? `${ADS_OPT_OUT_COOKIE}=1; Max-Age=${ADS_OPT_OUT_MAX_AGE_SECONDS}; ${attributes}`
      : `${ADS_OPT_OUT_COOKIE}=; Max-Age=0; ${attributes}`,
  };
}
