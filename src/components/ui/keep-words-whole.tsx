import { Fragment, type ReactNode } from "react";

// A hyphenated compound ("E-commerce", "High-Risk") or a word and the number after it ("Delta 8").
const UNBREAKABLE = /(\S+-\S+|\S+ \d[\w.%+]*)/g;

/**
 * A headline's text with its compounds kept on one line: browsers break after a hard hyphen and before a lone number,
 * which split "E- / commerce" and "Delta / 8" across lines (issue 19). The text content is unchanged; only the
 * compounds are wrapped in nowrap spans, so the headline still wraps between whole words.
 */
export function keepWordsWhole(text: string): ReactNode {
  const parts = text.split(UNBREAKABLE);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
