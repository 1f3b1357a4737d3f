import type { APIContext } from "astro";
import { seeOther } from "@/server/auth/guard";
import { forbidden } from "@/server/auth/protect";
import type { StaffSession } from "@/server/auth/sessions";
import { HashingBusy } from "@/server/auth/password";
import { json } from "@/server/http/api";
import { withStaffChange, type StaffChangeBody } from "./endpoint";
import type { AccountResult } from "./staff";

type Context = Pick<APIContext, "request" | "locals" | "params" | "url">;

const STATUS: Record<Exclude<AccountResult["kind"], "ok">, [number, string]> = {
  "username-invalid": [400, "That username is not valid."],
  "username-taken": [409, "An account with that username already exists."],
  "password-weak": [400, "The password must be 12 to 256 characters."],
  "no-account": [404, "No staff account has that username."],
  "self-disable": [400, "You cannot disable your own account."],
};

const FIELD: Partial<Record<AccountResult["kind"], string>> = {
  "username-invalid": "username",
  "username-taken": "username",
  "password-weak": "password",
};

/**
 * An admin's change to a staff account (issue 13): a session, Origin and CSRF (withStaffChange), then the admin role
 * (403 without it). A form is sent back to /admin/staff with a notice or error code; JSON callers get JSON.
 */
export function withAccountChange(
  context: Context,
  notice: string,
  handler: (staff: StaffSession, body: StaffChangeBody) => Promise<AccountResult>,
): Promise<Response> {
  return withStaffChange(context, async (staff, body) => {
    if (staff.role !== "admin") return forbidden();
    let result: AccountResult;
    try {
      result = await handler(staff, body);
    } catch (error) {
      if (!(error instanceof HashingBusy)) throw error;
      return body.kind === "form"
        ? seeOther("/admin/staff?error=busy")
        : json(503, { message: "The server is busy checking passwords. Try again shortly." }, { "Retry-After": "5" });
    }
    if (result.kind === "ok") {
      return body.kind === "form" ? seeOther(`/admin/staff?notice=${notice}`) : json(200, { message: "Done." });
    }
    if (body.kind === "form") return seeOther(`/admin/staff?error=${result.kind}`);
    const [status, message] = STATUS[result.kind];
    const field = FIELD[result.kind];
    return json(status, { message, ...(field ? { field, fieldErrors: { [field]: message } } : {}) });
  });
}
