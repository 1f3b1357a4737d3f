/**
 * The home page's fee-savings calculator (SPEC section 9 "Calculator"), as pure functions so the formula is
 * unit-tested apart from the UI. Every figure is an estimate for a standard business.
 */

/** A standard business pays 2.5% on card sales... */
export const BASE_FEE_RATE = 0.025;
/** ...plus up to 0.5% more as the share of keyed (card-not-present) payments rises from 0% to 100%. */
export const KEYED_SURCHARGE_RATE = 0.005;

export const PERCENT_RANGE = { min: 0, max: 100 } as const;

/**
 * The calculator opens on a worked example instead of the SPEC's all-zero start (issue 19: "$0.00 everywhere"
 * explained nothing): a shop taking $25,000 a month, 80% of it by card, a fifth of that keyed, at $45 a sale.
 * Example inputs, not claims; see docs/interface.md "UI polish (issues 19, 16)".
 */
export const CALCULATOR_DEFAULTS = {
  averageTicket: 45,
  monthlyVolume: 25_000,
  cardPercentage: 80,
  keyedPercentage: 20,
} as const;

export const CALCULATOR_DISCLAIMER =
  "These figures are estimates for standard businesses, not a quote. Your actual rate depends on your industry, card mix and processing history; send us a recent statement for an exact comparison.";

export interface CalculatorInput {
  /** Average ticket amount in US dollars. Collected for the follow-up quote; the SPEC formula does not use it. */
  averageTicket: number;
  /** Average monthly sales volume in US dollars. */
  monthlyVolume: number;
  /** Share of sales paid by credit or debit card, 0-100. */
  cardPercentage: number;
  /** Share of card payments keyed in by hand rather than dipped, tapped or swiped, 0-100. */
  keyedPercentage: number;
}

export interface CalculatorResult {
  /** Annual credit/debit card sales = monthly volume x 12 x card percentage / 100. */
  annualCardSales: number;
  /** 2.5% plus keyed percentage / 100 x 0.5%, as a fraction (0.0275 for 2.75%). */
  feeRate: number;
  /** Annual card sales x fee rate. */
  estimatedFees: number;
  /** Annual card sales minus estimated fees. */
  amountKept: number;
}

/**
 * Reads what a visitor typed into a number field. Anything that is not a finite number (empty text, letters,
 * "Infinity") counts as 0, and the fields have a minimum of 0, so negative values count as 0 too.
 */
export function toAmount(value: unknown): number {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim() || 0) : NaN;
  return Number.isFinite(number) && number > 0 ? number : 0;
}

/** A slider value: non-numeric counts as 0, and the result is held within 0-100. */
export function toPercentage(value: unknown): number {
  return Math.min(PERCENT_RANGE.max, toAmount(value));
}

export function feeRateFor(keyedPercentage: number): number {
  return BASE_FEE_RATE + (toPercentage(keyedPercentage) / 100) * KEYED_SURCHARGE_RATE;
}

export function calculateFees(input: CalculatorInput): CalculatorResult {
  const monthlyVolume = toAmount(input.monthlyVolume);
  const cardPercentage = toPercentage(input.cardPercentage);
  const annualCardSales = (monthlyVolume * 12 * cardPercentage) / 100;
  const feeRate = feeRateFor(input.keyedPercentage);
  const estimatedFees = annualCardSales * feeRate;
  return { annualCardSales, feeRate, estimatedFees, amountKept: annualCardSales - estimatedFees };
}

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** US dollars with two decimals: 58350 -> "$58,350.00". */
export function formatUsd(amount: number): string {
  // Adding 0 turns -0 into 0 so a zero result never prints as "-$0.00".
  return usd.format(amount + 0);
}

/** A fee rate as a percentage, always with two decimals so every rate reads alike: 0.026 -> "2.60%". */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`;
}

/** True when a typed amount is a number below zero (the field then explains that it counts as $0). */
export function isNegativeAmount(value: unknown): boolean {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim() || 0) : NaN;
  return Number.isFinite(number) && number < 0;
}

/**
 * The yearly saving line: the estimated fees times the published average fee reduction (site.claims.feeReduction,
 * "39%"), as a fraction. Answers 0 when the claim is not a percentage.
 */
export function projectedSaving(estimatedFees: number, publishedReduction: string): number {
  const percent = Number.parseFloat(publishedReduction);
  return Number.isFinite(percent) && percent > 0 ? (estimatedFees * percent) / 100 : 0;
}

/** How many card payments a year the volume makes at the average ticket (0 when either is 0). */
export function cardPaymentsPerYear(annualCardSales: number, averageTicket: number): number {
  const ticket = toAmount(averageTicket);
  return ticket > 0 ? Math.round(annualCardSales / ticket) : 0;
}
