/**
 * The notice and error a staff page shows after a form post (`?notice=status-updated`, `?error=conflict`), looked
 * up by the copy's own keys only: a code such as `valueOf`, `constructor` or `__proto__` names something every
 * object inherits, never a message, so it shows nothing (issue 33: those were a 500 or "[object Object]"). The page
 * passes the copy (adminCopy.notices and adminCopy.errors of src/content/admin.ts).
 */
export function ownMessage(messages: Readonly<Record<string, string>>, code: string | null | undefined): string | undefined {
  if (!code || !Object.hasOwn(messages, code)) return undefined;
  const message = messages[code];
  return typeof message === "string" ? message : undefined;
}

export interface PageMessageCopy {
  notices: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
}

/** Every staff page's notice and error from its query string (`?notice=`, `?error=`). */
export function pageMessages(params: URLSearchParams, copy: PageMessageCopy): { notice?: string; error?: string } {
  return { notice: ownMessage(copy.notices, params.get("notice")), error: ownMessage(copy.errors, params.get("error")) };
}
