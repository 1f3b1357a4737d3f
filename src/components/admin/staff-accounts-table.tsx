import { adminCopy } from "@/content/admin";
import { Button } from "@/components/ui/button";
import { formatStaffDateTime } from "@/lib/staff-time";
import { CSRF_FIELD, type StaffAccountView } from "@/lib/staff-views";
import { fill } from "./format";

const copy = adminCopy.staff;

/** The admin's list of staff accounts, with an Unlock form for an account locked out by failed sign-ins. */
export function StaffAccountsTable({ accounts, csrfToken }: { accounts: StaffAccountView[]; csrfToken: string }) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-gray-300 bg-white"
      role="region"
      aria-label={copy.tableLabel}
      tabIndex={0}
    >
      <table className="w-full min-w-[560px] text-left text-sm">
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
              <td className="px-4 py-3 font-medium break-all">{account.username}</td>
              <td className="px-4 py-3">{copy.roles[account.role]}</td>
              <td className="px-4 py-3 whitespace-nowrap text-muted">{formatStaffDateTime(account.createdAt)}</td>
              <td className="px-4 py-3">
                {account.disabled
                  ? copy.disabled
                  : account.lockedAddresses > 0
                    ? fill(copy.locked, { count: account.lockedAddresses })
                    : copy.active}
              </td>
              <td className="px-4 py-3">
                {account.lockedAddresses > 0 ? (
                  <form method="post" action={`/api/admin/users/${encodeURIComponent(account.username)}/unlock`}>
                    <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
                    <Button type="submit" variant="outline" size="sm">
                      {copy.unlock}
                      <span className="sr-only">: {account.username}</span>
                    </Button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
