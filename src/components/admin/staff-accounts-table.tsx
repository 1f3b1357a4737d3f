import { adminCopy } from "@/content/admin";
import { Button } from "@/components/ui/button";
import { formatStaffDateTime } from "@/lib/staff-time";
import { CSRF_FIELD, type StaffAccountView } from "@/lib/staff-views";
import { controlClass, labelClass } from "./admin-shell";
import { fill } from "./format";

const copy = adminCopy.staff;

/** The admin's list of staff accounts, with an Unlock form for an account locked out by failed sign-ins. */
export function StaffAccountsTable({
  accounts,
  csrfToken,
  me,
}: {
  accounts: StaffAccountView[];
  csrfToken: string;
  /** The signed-in admin's username (their own row offers no Disable). */
  me?: string;
}) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-gray-300 bg-white"
      role="region"
      aria-label={copy.tableLabel}
      tabIndex={0}
    >
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="bg-navy-50 text-navy-900">
          <tr>
            {[copy.columns.username, copy.columns.role, copy.columns.created, copy.columns.access, copy.columns.action].map(
              (heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {accounts.map((account) => (
            <tr key={account.username} data-testid="staff-row">
              <td className="px-4 py-3 font-medium break-all">
                {account.username} {account.username === me ? <span className="text-muted">{copy.you}</span> : null}
              </td>
              <td className="px-4 py-3">{copy.roles[account.role]}</td>
              <td className="px-4 py-3 whitespace-nowrap text-muted">{formatStaffDateTime(account.createdAt)}</td>
              <td className="px-4 py-3">
                {account.disabled
                  ? copy.disabled
                  : account.lockedAddresses > 0 || account.lockedFromNewAddresses
                    ? [
                        account.lockedFromNewAddresses ? copy.lockedNewAddresses : null,
                        account.lockedAddresses > 0 ? fill(copy.locked, { count: account.lockedAddresses }) : null,
                      ]
                        .filter(Boolean)
                        .join("; ")
                    : copy.active}
              </td>
              <td className="grid gap-2 px-4 py-3">
                <div className="flex flex-wrap gap-2">
                  {account.lockedAddresses > 0 || account.lockedFromNewAddresses ? (
                    <AccountAction account={account.username} action="unlock" label={copy.unlock} csrfToken={csrfToken} />
                  ) : null}
                  {account.disabled ? (
                    <AccountAction account={account.username} action="enable" label={copy.enable} csrfToken={csrfToken} />
                  ) : account.username !== me ? (
                    <AccountAction account={account.username} action="disable" label={copy.disable} csrfToken={csrfToken} />
                  ) : null}
                </div>
                <details>
                  <summary className="cursor-pointer text-sm font-semibold text-navy-800 underline underline-offset-4">
                    {copy.resetPassword}
                    <span className="sr-only">: {account.username}</span>
                  </summary>
                  <form
                    method="post"
                    action={`/api/admin/users/${encodeURIComponent(account.username)}/password`}
                    className="mt-2 flex flex-wrap items-end gap-2"
                  >
                    <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
                    <div className="grid gap-1">
                      <label htmlFor={`password-${account.username}`} className={labelClass}>
                        {copy.newPassword}
                      </label>
                      <input
                        id={`password-${account.username}`}
                        name="password"
                        type="password"
                        autoComplete="new-password"
                        required
                        minLength={12}
                        maxLength={256}
                        className={controlClass}
                      />
                    </div>
                    <Button type="submit" variant="outline" size="sm">
                      {copy.resetSubmit}
                    </Button>
                  </form>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AccountAction({
  account,
  action,
  label,
  csrfToken,
}: {
  account: string;
  action: "unlock" | "disable" | "enable";
  label: string;
  csrfToken: string;
}) {
  return (
    <form method="post" action={`/api/admin/users/${encodeURIComponent(account)}/${action}`}>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <Button type="submit" variant="outline" size="sm">
        {label}
        <span className="sr-only">: {account}</span>
      </Button>
    </form>
  );
}

/** The admin's form for a new staff account (the CLI can still make them too). */
export function CreateAccountForm({ csrfToken }: { csrfToken: string }) {
  return (
    <section aria-labelledby="create-account-heading" className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6">
      <h2 id="create-account-heading" className="text-lg font-bold text-navy-900">
        {copy.create}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.createLead}</p>
      <form method="post" action="/api/admin/users" className="mt-4 grid gap-4 sm:grid-cols-3 sm:items-start">
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <div className="grid gap-1.5">
          <label htmlFor="new-username" className={labelClass}>
            {copy.username}
          </label>
          <input
            id="new-username"
            name="username"
            required
            autoComplete="off"
            pattern="[a-z0-9][a-z0-9._\-]{2,63}"
            aria-describedby="new-username-hint"
            className={controlClass}
          />
          <p id="new-username-hint" className="text-sm text-muted">
            {copy.usernameHint}
          </p>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="new-password" className={labelClass}>
            {copy.password}
          </label>
          <input
            id="new-password"
            name="password"
            type="password"
            required
            minLength={12}
            maxLength={256}
            autoComplete="new-password"
            aria-describedby="new-password-hint"
            className={controlClass}
          />
          <p id="new-password-hint" className="text-sm text-muted">
            {copy.passwordHint}
          </p>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="new-role" className={labelClass}>
            {copy.role}
          </label>
          <select id="new-role" name="role" defaultValue="staff" className={controlClass}>
            <option value="staff">{copy.roles.staff}</option>
            <option value="admin">{copy.roles.admin}</option>
          </select>
        </div>
        <div className="sm:col-span-3">
          <Button type="submit" variant="secondary">
            {copy.createSubmit}
          </Button>
        </div>
      </form>
    </section>
  );
}
