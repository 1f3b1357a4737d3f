import { Fragment } from "react";

/**
 * An email address that wraps only at its natural joints (after "@", before a dot, after a hyphen) instead of
 * mid-word: long addresses such as the sales address would otherwise break anywhere on a phone (issue 19).
 */
export function EmailAddress({ address }: { address: string }) {
  const [local, domain = ""] = address.split("@");
  const labels = domain.split(".");
  return (
    <span className="[overflow-wrap:anywhere]">
      {local}@<wbr />
      {labels.map((label, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {label}
        </Fragment>
      ))}
    </span>
  );
}
