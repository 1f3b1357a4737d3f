import type * as React from "react";
import { adminCopy } from "@/content/admin";
import { ButtonLink } from "@/components/ui/button";
import { ASSISTANT_LIST_LIMIT, shareText, type AssistantInsightsView } from "@/lib/chat-insights";
import { isLeadStatus, LEAD_STATUS_LABELS } from "@/lib/lead-status";
import { formatStaffDateTime } from "@/lib/staff-time";
import { fill } from "./format";
import { WeeklyChart } from "./reports";

/**
 * /admin/reports/assistant (issue 34): what visitors ask the chat assistant, in the reports page's frame (a range
 * form, sections with a chart and a table, a CSV download). Server-rendered, no script. Visitors' questions are
 * rendered as text, already redacted when stored.
 */
const copy = adminCopy.assistant;
const kindLabels: Record<string, string> = copy.kinds;
const kindLabel = (kind: string) => kindLabels[kind] ?? kind;
const number = (value: number) => value.toLocaleString("en-US");

export function questionsCsvHref(range: { from: string; to: string }): string {
  return `/api/admin/reports/assistant/questions.csv?${new URLSearchParams({ from: range.from, to: range.to })}`;
}

function Section({
  id,
  title,
  lead,
  action,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6" data-testid={id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-bold text-navy-900">
            {title}
          </h2>
          {lead ? <p className="mt-1 max-w-3xl text-sm text-muted">{lead}</p> : null}
        </div>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

type Cell = { text: React.ReactNode; numeric?: boolean };

/** A scrollable table: the first cell of each row is its header; visitors' text wraps at word boundaries. */
function Table({ caption, header, rows, empty }: { caption: string; header: Cell[]; rows: Cell[][]; empty: string }) {
  return (
    <div
      className="max-h-[32rem] overflow-auto rounded-md border border-gray-200"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-navy-50 text-navy-900">
          <tr>
            {header.map((cell, index) => (
              <th key={index} scope="col" className={`px-3 py-2 font-semibold ${cell.numeric ? "text-right" : ""}`}>
                {cell.text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={header.length} className="px-3 py-2 text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className="px-3 py-2 font-medium break-words whitespace-pre-line">
                      {cell.text}
                    </th>
                  ) : (
                    <td key={c} className={`px-3 py-2 ${cell.numeric ? "text-right tabular-nums" : ""}`}>
                      {cell.text}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function Figure({ label, value, note, testId }: { label: string; value: string; note?: string; testId?: string }) {
  return (
    <div className="rounded-md border border-gray-200 bg-navy-50 px-4 py-3" data-testid={testId}>
      <dt className="text-sm font-semibold text-navy-900">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-navy-900 tabular-nums">
        {value}
        {note ? <span className="mt-0.5 block text-sm font-normal text-muted">{note}</span> : null}
      </dd>
    </div>
  );
}

export function AssistantInsights({ insights }: { insights: AssistantInsightsView }) {
  const { totals, days, unanswered, feedback, leads, range } = insights;
  const notAnswered = totals.questions - totals.answered;
  const pivot = {
    weeks: days.map((day) => day.day),
    series: [copy.answered, copy.notAnswered],
    values: days.map((day) => [day.answered, day.questions - day.answered]),
    totals: days.map((day) => day.questions),
  };
  return (
    <>
      <Section
        id="assistant-summary"
        title={copy.summary}
        action={
          <ButtonLink href={questionsCsvHref(range)} variant="outline" size="sm" download>
            {copy.downloadCsv}
          </ButtonLink>
        }
      >
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Figure label={copy.conversations} value={number(totals.conversations)} />
          <Figure
            label={copy.questions}
            value={number(totals.questions)}
            note={`${number(totals.messages)} ${copy.messages.toLowerCase()}`}
          />
          <Figure
            label={copy.shareAnswered}
            value={shareText(totals.answered, totals.questions)}
            note={`${number(totals.answered)} ${copy.answered.toLowerCase()}, ${number(notAnswered)} ${copy.notAnswered.toLowerCase()}`}
            testId="assistant-share-answered"
          />
          <Figure
            label={copy.feedback}
            value={`${number(feedback.helpful)} / ${number(feedback.notHelpful)}`}
            note={`${copy.helpful} / ${copy.notHelpful}`}
            testId="assistant-feedback-totals"
          />
        </dl>
      </Section>

      <Section id="assistant-days" title={copy.perDay} lead={copy.perDayLead}>
        <div className="grid gap-6">
          <div className="min-w-0 max-w-3xl">
            <WeeklyChart pivot={pivot} title={copy.perDay} unit={copy.questions.toLowerCase()} />
          </div>
          <Table
            caption={copy.perDay}
            header={[
              { text: copy.day },
              { text: copy.conversations, numeric: true },
              { text: copy.messages, numeric: true },
              { text: copy.questions, numeric: true },
              { text: copy.answered, numeric: true },
              { text: copy.shareAnswered, numeric: true },
            ]}
            rows={[...days]
              .reverse()
              .map((day) => [
                { text: day.day },
                { text: number(day.conversations), numeric: true },
                { text: number(day.messages), numeric: true },
                { text: number(day.questions), numeric: true },
                { text: number(day.answered), numeric: true },
                { text: shareText(day.answered, day.questions), numeric: true },
              ])}
            empty={copy.noMessages}
          />
        </div>
      </Section>

      <Section
        id="assistant-unanswered"
        title={copy.unanswered}
        lead={fill(copy.unansweredLead, { limit: ASSISTANT_LIST_LIMIT })}
      >
        <Table
          caption={copy.unanswered}
          header={[
            { text: copy.question },
            { text: copy.timesAsked, numeric: true },
            { text: copy.reply },
            { text: copy.lastAsked },
          ]}
          rows={unanswered.map((row) => [
            { text: row.question },
            { text: number(row.count), numeric: true },
            { text: row.kinds.map(kindLabel).join(", ") },
            { text: formatStaffDateTime(row.lastAsked) },
          ])}
          empty={copy.unansweredEmpty}
        />
      </Section>

      <Section id="assistant-feedback" title={copy.feedback} lead={copy.feedbackLead}>
        <div className="grid gap-6 xl:grid-cols-[2fr_3fr]">
          <Table
            caption={copy.feedbackByKind}
            header={[{ text: copy.reply }, { text: copy.helpful, numeric: true }, { text: copy.notHelpful, numeric: true }]}
            rows={feedback.byKind.map((row) => [
              { text: kindLabel(row.kind) },
              { text: number(row.helpful), numeric: true },
              { text: number(row.notHelpful), numeric: true },
            ])}
            empty={copy.feedbackEmpty}
          />
          <div className="min-w-0">
            <h3 className="text-base font-semibold text-navy-900">{copy.notHelpfulList}</h3>
            <p className="mt-1 mb-3 text-sm text-muted">{fill(copy.notHelpfulLead, { limit: ASSISTANT_LIST_LIMIT })}</p>
            <Table
              caption={copy.notHelpfulList}
              header={[
                { text: copy.question },
                { text: copy.reply },
                { text: copy.times, numeric: true },
                { text: copy.lastAsked },
              ]}
              rows={feedback.notHelpfulQuestions.map((row) => [
                { text: row.question },
                { text: kindLabel(row.kind) },
                { text: number(row.count), numeric: true },
                { text: formatStaffDateTime(row.lastAsked) },
              ])}
              empty={copy.notHelpfulEmpty}
            />
          </div>
        </div>
      </Section>

      <Section id="assistant-leads" title={copy.leads} lead={fill(copy.leadsLead, { limit: ASSISTANT_LIST_LIMIT })}>
        <p className="mb-3 text-sm font-semibold text-navy-900" data-testid="assistant-leads-count">
          {fill(copy.leadsCount, { count: number(leads.total) })}
        </p>
        <Table
          caption={copy.leads}
          header={[
            { text: copy.reference },
            { text: copy.business },
            { text: copy.name },
            { text: copy.status },
            { text: copy.submitted },
          ]}
          rows={leads.recent.map((lead) => [
            {
              text: (
                <a href={`/admin/leads/${lead.id}`} className="text-navy-800 underline underline-offset-4 hover:text-navy-950">
                  {lead.reference}
                </a>
              ),
            },
            { text: lead.businessName },
            { text: lead.name },
            { text: isLeadStatus(lead.status) ? LEAD_STATUS_LABELS[lead.status] : lead.status },
            { text: formatStaffDateTime(lead.submittedAt) },
          ])}
          empty={copy.leadsEmpty}
        />
      </Section>
    </>
  );
}
