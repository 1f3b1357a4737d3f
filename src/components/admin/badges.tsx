import { isLeadStatus, LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadStatus } from "@/lib/lead-status";
import type { DeliveryView } from "./format";

/** Small labelled pills. Colours pair dark text with a pale fill (contrast well above 4.5:1); the word carries the meaning. */
const statusTone: Record<LeadStatus, string> = {
  pending: "bg-gray-100 text-gray-900 ring-gray-400",
  contacted: "bg-navy-100 text-navy-900 ring-navy-700",
  qualified: "bg-brass-100 text-navy-950 ring-brass-600",
  won: "bg-green-100 text-green-900 ring-green-700",
  lost: "bg-red-50 text-red-900 ring-red-700",
};

const pill = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset";

export function StatusBadge({ status }: { status: string }) {
  const known = isLeadStatus(status);
  return (
    <span className={`${pill} ${known ? statusTone[status] : statusTone.pending}`} data-status={status}>
      {known ? LEAD_STATUS_LABELS[status] : status}
    </span>
  );
}

export function KindBadge({ kind }: { kind: string }) {
  const application = kind === "application";
  return (
    <span className={`${pill} ${application ? "bg-navy-900 text-white ring-navy-900" : "bg-white text-navy-900 ring-navy-700"}`}>
      {application ? LEAD_KIND_LABELS.application : kind === "chat" ? LEAD_KIND_LABELS.chat : LEAD_KIND_LABELS.contact}
    </span>
  );
}

const deliveryTone: Record<DeliveryView["state"], string> = {
  delivered: "bg-green-100 text-green-900 ring-green-700",
  waiting: "bg-gray-100 text-gray-900 ring-gray-400",
  retrying: "bg-brass-100 text-navy-950 ring-brass-600",
  failed: "bg-red-50 text-red-900 ring-red-700",
  unconfigured: "bg-gray-100 text-gray-900 ring-gray-400",
  none: "bg-gray-100 text-gray-900 ring-gray-400",
};

export function DeliveryBadge({ view }: { view: DeliveryView }) {
  return (
    <span className={`${pill} ${deliveryTone[view.state]}`} title={view.text} data-delivery={view.state}>
      {view.short}
      <span className="sr-only">: {view.text}</span>
    </span>
  );
}
