import { Info } from "lucide-react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import * as React from "react";
import {
  CALCULATOR_DEFAULTS,
  CALCULATOR_DISCLAIMER,
  PERCENT_RANGE,
  calculateFees,
  cardPaymentsPerYear,
  formatRate,
  isNegativeAmount,
  projectedSaving,
  formatUsd,
  toAmount,
  toPercentage,
} from "@/lib/calculator";
import type { CalculatorCopy } from "@/content/home";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/**
 * The fee-savings calculator island (client:interaction="visible"). Results recompute on every input change and sit in a polite
 * live region, so screen readers hear the new figures without losing their place. Its labels come in as props
 * (`calculatorCopy`) so the island bundles no content module.
 */
export function FeeCalculator({ copy }: { copy: CalculatorCopy }) {
  const id = React.useId();
  const [averageTicket, setAverageTicket] = React.useState(String(CALCULATOR_DEFAULTS.averageTicket));
  const [monthlyVolume, setMonthlyVolume] = React.useState(String(CALCULATOR_DEFAULTS.monthlyVolume));
  const [cardPercentage, setCardPercentage] = React.useState<number>(CALCULATOR_DEFAULTS.cardPercentage);
  const [keyedPercentage, setKeyedPercentage] = React.useState<number>(CALCULATOR_DEFAULTS.keyedPercentage);

  const result = calculateFees({
    averageTicket: toAmount(averageTicket),
    monthlyVolume: toAmount(monthlyVolume),
    cardPercentage,
    keyedPercentage,
  });
  const payments = cardPaymentsPerYear(result.annualCardSales, toAmount(averageTicket));
  const saving = projectedSaving(result.estimatedFees, copy.feeReduction);

  return (
    <div className="overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-xl shadow-navy-900/5 md:grid md:grid-cols-[1.15fr_1fr]">
      <fieldset className="space-y-6 p-6 md:p-8">
        <legend className="sr-only">{copy.fieldsLegend}</legend>
        <MoneyField
          id={`${id}-ticket`}
          {...copy.averageTicket}
          value={averageTicket}
          onChange={setAverageTicket}
          negativeMessage={copy.negativeAmount}
        />
        <MoneyField
          id={`${id}-volume`}
          {...copy.monthlyVolume}
          value={monthlyVolume}
          onChange={setMonthlyVolume}
          negativeMessage={copy.negativeAmount}
        />
        <PercentField id={`${id}-card`} {...copy.cardPercentage} value={cardPercentage} onChange={setCardPercentage} />
        <PercentField id={`${id}-keyed`} {...copy.keyedPercentage} value={keyedPercentage} onChange={setKeyedPercentage} />
      </fieldset>
      <div className="flex flex-col bg-navy-900 p-6 text-white md:p-8">
        <div className="flex items-center justify-between gap-3">
          <h3 className="text-lg font-bold">{keepWordsWhole(copy.resultsHeading)}</h3>
          <TooltipProvider>
            <Tooltip>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  aria-label={copy.howItWorks.label}
                  className="inline-flex size-9 items-center justify-center rounded-full text-navy-100 hover:bg-navy-800 hover:text-white"
                >
                  <Info aria-hidden="true" className="size-5" />
                </button>
              </TooltipTrigger>
              <TooltipContent side="top" className="max-w-xs leading-relaxed">
                {copy.howItWorks.text}
              </TooltipContent>
            </Tooltip>
          </TooltipProvider>
        </div>
        <div aria-live="polite" aria-atomic="true" className="mt-5 flex-1">
          <dl className="space-y-5">
            <Result
              label={copy.annualCardSales}
              value={formatUsd(result.annualCardSales)}
              detail={
                payments > 0
                  ? copy.paymentsPerYear
                      .replace("{count}", payments.toLocaleString("en-US"))
                      .replace("{ticket}", formatUsd(toAmount(averageTicket)))
                  : undefined
              }
            />
            <Result
              label={copy.estimatedFees}
              value={formatUsd(result.estimatedFees)}
              detail={`${copy.feeRate}: ${formatRate(result.feeRate)}`}
            />
            <Result label={copy.amountKept} value={formatUsd(result.amountKept)} emphasis />
          </dl>
          <p data-calculator-saving className="mt-6 rounded-lg bg-navy-800 px-4 py-3 text-lg font-bold text-white">
            {copy.saving.replace("{amount}", formatUsd(saving))}
            <span className="mt-1 block text-sm font-normal text-navy-100">{copy.savingBasis}</span>
          </p>
        </div>
        <p className="mt-6 border-t border-navy-700 pt-4 text-sm leading-relaxed text-navy-100">{CALCULATOR_DISCLAIMER}</p>
      </div>
    </div>
  );
}

function MoneyField({
  id,
  label,
  hint,
  value,
  onChange,
  negativeMessage,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  negativeMessage: string;
}) {
  const negative = isNegativeAmount(value);
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-navy-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      <div className="relative mt-2">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted">
          $
        </span>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={(event) => event.target.select()}
          aria-describedby={negative ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={negative || undefined}
          className="h-12 w-full rounded-md border border-muted bg-white pr-3 pl-7 text-lg text-navy-950 tabular-nums aria-[invalid=true]:border-red-700"
        />
      </div>
      {negative ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {negativeMessage}
        </p>
      ) : null}
    </div>
  );
}

function PercentField({
  id,
  label,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-semibold text-navy-900">
          {label}
        </label>
        {/* The slider announces its own value (aria-valuetext); this copy is for sighted visitors. */}
        <span aria-hidden="true" className="text-lg font-bold text-navy-900 tabular-nums">
          {value}%
        </span>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      <input
        id={id}
        name={id}
        type="range"
        min={PERCENT_RANGE.min}
        max={PERCENT_RANGE.max}
        step={1}
        value={value}
        onChange={(event) => onChange(toPercentage(event.target.value))}
        aria-describedby={`${id}-hint`}
        aria-valuetext={`${value}%`}
        className="mt-3 h-6 w-full cursor-pointer accent-navy-800"
      />
    </div>
  );
}

function Result({
  label,
  value,
  detail,
  emphasis = false,
}: {
  label: string;
  value: string;
  detail?: string;
  emphasis?: boolean;
}) {
  return (
    <div>
      <dt className="text-sm font-medium text-navy-100">{label}</dt>
      <dd
        className={
          emphasis
            ? "mt-1 text-3xl font-extrabold text-brass-400 tabular-nums md:text-4xl"
            : "mt-1 text-2xl font-bold tabular-nums"
        }
      >
        {value}
      </dd>
      {detail ? <dd className="mt-0.5 text-sm text-navy-100">{detail}</dd> : null}
    </div>
  );
}
