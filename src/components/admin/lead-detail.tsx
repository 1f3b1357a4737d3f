import { adminCopy } from "@/content/admin";
import { attributionFields, TOUCH_TITLES } from "@/content/attribution-fields";
import { leadFieldsIn, leadFieldText, type LeadField, type LeadFieldName, type LeadFieldValues } from "@/content/lead-fields";
import { Button } from "@/components/ui/button";
import { LEAD_STATUS_LABELS, NOTE_MAX_LENGTH, nextStatuses, isLeadStatus } from "@/lib/lead-status";
import { formatStaffDateTime } from "@/lib/staff-time";
import { CSRF_FIELD, type LeadDetailView } from "@/lib/staff-views";
import { controlClass, labelClass } from "./admin-shell";
import { DeliveryBadge, KindBadge, StatusBadge } from "./badges";
import { describeDelivery, fill } from "./format";

type LeadDetail = LeadDetailView<LeadFieldValues>;

const copy = adminCopy.detail;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

const linkClass = "text-navy-800 underline underline-offset-4 hover:text-navy-950";

/** One lead field as staff read it: email and phone as links, a choice by its label, "Not given" when empty. */
function FieldValue({ field, value, source }: { field: LeadField; value: string | null; source: string }) {
  if (value && field.kind === "email") {
    return (
      <a href={`mailto:${value}`} className={linkClass}>
        {value}
      </a>
    );
  }
  if (value && field.kind === "phone") {
    return (
      <a href={`tel:${value.replace(/[^\d+]/g, "")}`} className={linkClass}>
        {value}
      </a>
    );
  }
  return leadFieldText(field, value, source);
}

export function LeadFields({ detail }: { detail: LeadDetail }) {
  const lead = detail.lead;
  return (
    <section aria-labelledby="fields-heading" className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6">
      <h2 id="fields-heading" className="text-lg font-bold text-navy-900">
        {copy.fields}
      </h2>
      <dl className="mt-4 grid gap-3">
        <Field label={copy.reference}>
          <span className="font-mono">{lead.reference}</span>
        </Field>
        <Field label={copy.kind}>
          <KindBadge kind={lead.source} />
        </Field>
        <Field label={copy.status}>
          <StatusBadge status={lead.status} />
        </Field>
        <Field label={copy.submitted}>{formatStaffDateTime(lead.submittedAt)}</Field>
        <Field label={copy.updated}>{formatStaffDateTime(lead.updatedAt)}</Field>
        {leadFieldsIn("detail", lead.source).map((field) => (
          <Field key={field.name} label={field.label}>
            <FieldValue field={field} value={lead[field.name as LeadFieldName]} source={lead.source} />
          </Field>
        ))}
      </dl>
    </section>
  );
}

/** A chat lead's conversation, each turn as plain text (React escapes it; nothing is read as HTML or markdown). */
export function ChatTranscript({ detail }: { detail: LeadDetail }) {
  const turns = detail.transcript;
  if (!turns || turns.length === 0) return null;
  return (
    <section aria-labelledby="transcript-heading" className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6">
      <h2 id="transcript-heading" className="text-lg font-bold text-navy-900">
        {copy.transcript}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy.transcriptHint}</p>
      <ol className="mt-4 grid gap-3" data-testid="chat-transcript">
        {turns.map((turn, index) => (
          <li key={index} className={`border-l-4 pl-3 ${turn.role === "user" ? "border-brass-600" : "border-navy-700"}`}>
            <p className="text-sm font-semibold text-navy-900">
              {turn.unverified ? copy.unverified : turn.role === "user" ? copy.visitor : copy.assistant}
            </p>
            <p className="whitespace-pre-line break-words text-ink">{turn.content}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function StatusForm({ detail, csrfToken, back }: { detail: LeadDetail; csrfToken: string; back: string }) {
  const lead = detail.lead;
  const options = nextStatuses(lead.status);
  return (
    <section aria-labelledby="status-heading" className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6">
      <h2 id="status-heading" className="text-lg font-bold text-navy-900">
        {copy.changeStatus}
      </h2>
      <form method="post" action={`/api/admin/leads/${lead.id}/status`} className="mt-4 grid gap-4">
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        <input type="hidden" name="from" value={lead.status} />
        {back ? <input type="hidden" name="back" value={back} /> : null}
        <fieldset className="grid gap-2">
          <legend className={labelClass}>{copy.newStatus}</legend>
          {options.map((status, index) => (
            <label key={status} className="flex items-center gap-2 text-ink">
              <input
                type="radio"
                name="status"
                value={status}
                required
                defaultChecked={index === 0}
                className="size-4 accent-navy-900"
              />
              {LEAD_STATUS_LABELS[status]}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor="note" className={labelClass}>
            {copy.note}
          </label>
          <textarea
            id="note"
            name="note"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            aria-describedby="note-hint"
            className={`${controlClass} h-auto py-2`}
          />
          <p id="note-hint" className="text-sm text-muted">
            {copy.noteHint}
          </p>
        </div>
        <div>
          <Button type="submit" variant="secondary">
            {copy.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}

type ActivityItem =
  | { kind: "status"; id: string; at: Date; from: string; to: string; by: string; note: string | null }
  | { kind: "note"; id: string; at: Date; by: string; note: string };

/** Status changes and notes, oldest first, as one history of the lead. */
export function activityOf(detail: LeadDetail): ActivityItem[] {
  const items: ActivityItem[] = [
    ...detail.history.map((change) => ({
      kind: "status" as const,
      id: change.id,
      at: change.changedAt,
      from: change.fromStatus,
      to: change.toStatus,
      by: change.changedByUsername,
      note: change.note,
    })),
    ...detail.notes.map((note) => ({
      kind: "note" as const,
      id: note.id,
      at: note.createdAt,
      by: note.authorUsername,
      note: note.body,
    })),
  ];
  return items.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
}

export function StatusHistory({ detail }: { detail: LeadDetail }) {
  const label = (status: string) => (isLeadStatus(status) ? LEAD_STATUS_LABELS[status] : status);
  const items = activityOf(detail);
  return (
    <section aria-labelledby="history-heading" className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6">
      <h2 id="history-heading" className="text-lg font-bold text-navy-900">
        {copy.history}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-muted">{copy.noHistory}</p>
      ) : (
        <ol className="mt-4 grid gap-4" data-testid="status-history">
          {items.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              data-testid={item.kind === "note" ? "lead-note" : "status-change"}
              className={`border-l-4 pl-3 ${item.kind === "note" ? "border-brass-400" : "border-navy-700"}`}
            >
              <p className="font-semibold text-navy-900">
                {item.kind === "note" ? copy.noteEntry : `${label(item.from)} → ${label(item.to)}`}
              </p>
              <p className="text-sm text-muted">
                {formatStaffDateTime(item.at)} {fill(copy.changedBy, { user: item.by })}
              </p>
              {item.note ? <p className="mt-1 whitespace-pre-line text-ink">{item.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The lead's owner, "Assign to me", and a list to hand it to another staff member or to nobody. */
export function OwnerForm({
  detail,
  csrfToken,
  back,
  me,
  staff,
}: {
  detail: LeadDetail;
  csrfToken: string;
  back: string;
  me: string;
  staff: readonly string[];
}) {
  const action = `/api/admin/leads/${detail.lead.id}/owner`;
  return (
    <section aria-labelledby="owner-heading" className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6">
      <h2 id="owner-heading" className="text-lg font-bold text-navy-900">
        {copy.owner}
      </h2>
      <p className="mt-3 text-ink" data-testid="lead-owner">
        {detail.owner ?? copy.unassigned}
      </p>
      {detail.owner !== me ? (
        <form method="post" action={action} className="mt-3">
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <input type="hidden" name="owner" value={me} />
          {back ? <input type="hidden" name="back" value={back} /> : null}
          <Button type="submit" variant="secondary">
            {copy.assignToMe}
          </Button>
        </form>
      ) : null}
      <form method="post" action={action} className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        {back ? <input type="hidden" name="back" value={back} /> : null}
        <div className="grid gap-1.5">
          <label htmlFor="owner" className={labelClass}>
            {copy.assignTo}
          </label>
          <select id="owner" name="owner" defaultValue={detail.owner ?? ""} className={controlClass}>
            <option value="">{copy.nobody}</option>
            {staff.map((username) => (
              <option key={username} value={username}>
                {username}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          {copy.assign}
        </Button>
      </form>
    </section>
  );
}

export function NoteForm({ detail, csrfToken, back }: { detail: LeadDetail; csrfToken: string; back: string }) {
  return (
    <section aria-labelledby="add-note-heading" className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6">
      <h2 id="add-note-heading" className="text-lg font-bold text-navy-900">
        {copy.addNote}
      </h2>
      <form method="post" action={`/api/admin/leads/${detail.lead.id}/notes`} className="mt-4 grid gap-3">
        <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
        {back ? <input type="hidden" name="back" value={back} /> : null}
        <label htmlFor="lead-note" className={labelClass}>
          {copy.noteText}
        </label>
        <textarea
          id="lead-note"
          name="note"
          rows={3}
          required
          maxLength={NOTE_MAX_LENGTH}
          aria-describedby="lead-note-hint"
          className={`${controlClass} h-auto py-2`}
        />
        <p id="lead-note-hint" className="text-sm text-muted">
          {copy.noteTextHint}
        </p>
        <div>
          <Button type="submit" variant="secondary">
            {copy.saveNote}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** Where the lead came from: its first and last touch (issue 13), or a line saying none was recorded. */
export function AttributionPanel({ detail }: { detail: LeadDetail }) {
  const lead = detail.lead as Record<string, unknown>;
  const touches = (["first", "last"] as const).map((touch) => ({
    touch,
    fields: attributionFields.filter((field) => field.touch === touch && lead[field.name] != null),
  }));
  const none = touches.every((touch) => touch.fields.length === 0);
  return (
    <section aria-labelledby="attribution-heading" className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6">
      <h2 id="attribution-heading" className="text-lg font-bold text-navy-900">
        {copy.attribution}
      </h2>
      {none ? (
        <p className="mt-3 text-muted">{copy.noAttribution}</p>
      ) : (
        touches.map(({ touch, fields }) => (
          <div key={touch} className="mt-4" data-testid={`attribution-${touch}`}>
            <h3 className="font-semibold text-navy-900">{TOUCH_TITLES[touch]}</h3>
            {fields.length === 0 ? (
              <p className="mt-1 text-muted">{copy.noTouch}</p>
            ) : (
              <dl className="mt-2 grid gap-2">
                {fields.map((field) => {
                  const value = lead[field.name];
                  return (
                    <Field key={field.name} label={field.label.replace(`${TOUCH_TITLES[touch]}: `, "")}>
                      {value instanceof Date ? formatStaffDateTime(value) : String(value)}
                    </Field>
                  );
                })}
              </dl>
            )}
          </div>
        ))
      )}
    </section>
  );
}

export function DeliveryPanel({
  detail,
  channelsConfigured,
  csrfToken,
  back,
}: {
  detail: LeadDetail;
  channelsConfigured: boolean;
  csrfToken: string;
  back: string;
}) {
  const view = describeDelivery(detail.lead.delivery, channelsConfigured);
  return (
    <section aria-labelledby="delivery-heading" className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6">
      <h2 id="delivery-heading" className="text-lg font-bold text-navy-900">
        {copy.notification}
      </h2>
      <p className="mt-3 flex flex-wrap items-center gap-2 text-ink">
        <DeliveryBadge view={view} />
        <span data-testid="delivery-text">{view.text}</span>
      </p>
      {view.error ? (
        <p className="mt-2 text-sm text-muted">
          {adminCopy.delivery.lastError}: {view.error}
        </p>
      ) : null}
      {view.state === "failed" && channelsConfigured ? (
        <form method="post" action={`/api/admin/leads/${detail.lead.id}/retry-notification`} className="mt-4">
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          {back ? <input type="hidden" name="back" value={back} /> : null}
          <p id="retry-hint" className="text-sm text-muted">
            {copy.retryHint}
          </p>
          <Button type="submit" variant="secondary" className="mt-2" aria-describedby="retry-hint">
            {copy.retry}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
