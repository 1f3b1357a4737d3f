import type { FieldErrors } from "@/content/lead-schema";

/** The answer of one of our JSON endpoints, as the forms need it. */
export type PostResult<Data> =
  { ok: true; status: number; data: Data } | { ok: false; status: number; message?: string; fieldErrors?: FieldErrors };

/**
 * POSTs JSON to our API. A non-success status is a result (with the server's message and field errors when it
 * sent them); only a network failure throws.
 */
export async function postJson<Data>(url: string, body: unknown): Promise<PostResult<Data>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  if (response.ok) return { ok: true, status: response.status, data: payload as Data };
  const record = payload && typeof payload === "object" ? (payload as Record<string, unknown>) : {};
  return {
    ok: false,
    status: response.status,
    message: typeof record.message === "string" ? record.message : undefined,
    fieldErrors: record.fieldErrors && typeof record.fieldErrors === "object" ? (record.fieldErrors as FieldErrors) : undefined,
  };
}

/**
 * The description of a failure toast (SPEC 8): the client raises `raisedError` for a non-success status; when our
 * server explained a refusal of the request (4xx: too many requests, a field it refused) that explanation is the
 * message; a network failure, which raises nothing readable, shows the form's fallback text.
 */
export function failureDescription(
  result: PostResult<unknown> | { networkError: true },
  raisedError: string,
  fallback: string,
): string {
  if ("networkError" in result) return fallback;
  if (result.ok) return "";
  if (result.status >= 400 && result.status < 500 && result.message) return result.message;
  return raisedError || fallback;
}
