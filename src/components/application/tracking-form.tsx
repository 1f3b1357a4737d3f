import * as React from "react";
import { trackingPage } from "@/content/lead-pages";
import { fieldErrorsOf, formatReference, leadMessages, trackingSchema } from "@/content/lead-schema";
import { Button, hydratingProps } from "@/components/ui/button";
import { TextField, useHydrated } from "@/components/forms/fields";
import { postJson } from "@/components/forms/post-json";

interface Found {
  reference: string;
  status: string;
  submittedAt: string;
}

type Outcome = { kind: "found"; application: Found } | { kind: "error"; message: string } | null;

const copy = trackingPage;
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });

function statusCopy(status: string) {
  return copy.statuses[status] ?? { label: status.charAt(0).toUpperCase() + status.slice(1), description: "" };
}

/**
 * /application-tracking: reference + email in, status and date submitted out. A wrong pair gets the one
 * "no application matches" message, whichever part was wrong. `initialReference` fills the reference in (the link
 * in the applicant's receipt, `?reference=XXXX-XXXX`, read by the route); the email is always typed.
 */
export function TrackingForm({ initialReference = "" }: { initialReference?: string }) {
  const hydrated = useHydrated();
  const [values, setValues] = React.useState({ reference: initialReference, email: "" });
  const [errors, setErrors] = React.useState<Record<string, string | undefined>>({});
  const [pending, setPending] = React.useState(false);
  const [outcome, setOutcome] = React.useState<Outcome>(null);
  const resultRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = trackingSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors({ reference: fieldErrors.reference?.[0], email: fieldErrors.email?.[0] });
      document.getElementById(fieldErrors.reference ? "tracking-reference" : "tracking-email")?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await postJson<Found>("/api/application-status", parsed.data);
      if (result.ok) setOutcome({ kind: "found", application: result.data });
      else if (result.status === 404) setOutcome({ kind: "error", message: leadMessages.tracking.notFound });
      else setOutcome({ kind: "error", message: result.message ?? leadMessages.application.fallback });
    } catch {
      setOutcome({ kind: "error", message: leadMessages.application.fallback });
    } finally {
      setPending(false);
    }
  };

  const change = (field: "reference" | "email") => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <div className="grid gap-8">
      <form method="post" noValidate aria-label={copy.form.heading} className="grid gap-5 sm:grid-cols-2" onSubmit={onSubmit}>
        <TextField
          id="tracking-reference"
          name="reference"
          label={copy.form.referenceLabel}
          placeholder={copy.form.referencePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={values.reference}
          onChange={change("reference")}
          error={errors.reference}
        />
        <TextField
          id="tracking-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={copy.form.emailLabel}
          required
          value={values.email}
          onChange={change("email")}
          error={errors.email}
        />
        <div className="sm:col-span-2">
          <Button type="submit" {...hydratingProps(hydrated)} size="lg" disabled={!hydrated || pending}>
            {pending ? copy.form.checking : copy.form.submit}
          </Button>
        </div>
      </form>

      <div ref={resultRef} tabIndex={-1} aria-live="polite" className="outline-none">
        {outcome?.kind === "found" ? (
          <section aria-labelledby="tracking-result-heading" className="rounded-xl border border-navy-100 bg-navy-50 p-6">
            <h2 id="tracking-result-heading" className="text-2xl font-bold text-navy-900">
              {copy.result.heading}{" "}
              <span className="font-mono tracking-wider">{formatReference(outcome.application.reference)}</span>
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <div>
                <dt className="text-sm font-semibold text-muted uppercase">{copy.result.statusLabel}</dt>
                <dd className="mt-1 text-xl font-bold text-navy-900" data-testid="tracking-status">
                  {statusCopy(outcome.application.status).label}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted uppercase">{copy.result.submittedLabel}</dt>
                <dd className="mt-1 text-xl font-bold text-navy-900">
                  <time dateTime={outcome.application.submittedAt}>
                    {dateFormat.format(new Date(outcome.application.submittedAt))}
                  </time>
                </dd>
              </div>
            </dl>
            {statusCopy(outcome.application.status).description ? (
              <p className="mt-4 leading-relaxed text-ink">{statusCopy(outcome.application.status).description}</p>
            ) : null}
          </section>
        ) : null}
        {outcome?.kind === "error" ? (
          <p role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 font-medium text-red-800">
            {outcome.message}
          </p>
        ) : null}
      </div>
    </div>
  );
}
