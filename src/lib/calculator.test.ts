import { describe, expect, it } from "vitest";
import {
  CALCULATOR_DEFAULTS,
  CALCULATOR_DISCLAIMER,
  calculateFees,
  feeRateFor,
  formatRate,
  cardPaymentsPerYear,
  isNegativeAmount,
  projectedSaving,
  formatUsd,
  toAmount,
  toPercentage,
} from "./calculator";

const input = (overrides: Partial<Parameters<typeof calculateFees>[0]> = {}) => ({ ...CALCULATOR_DEFAULTS, ...overrides });

describe("calculateFees (SPEC section 9)", () => {
  it("annual card sales = monthly volume x 12 x card% / 100", () => {
    expect(calculateFees(input({ monthlyVolume: 10_000, cardPercentage: 50 })).annualCardSales).toBe(60_000);
    expect(calculateFees(input({ monthlyVolume: 25_000, cardPercentage: 80 })).annualCardSales).toBe(240_000);
    expect(calculateFees(input({ monthlyVolume: 25_000, cardPercentage: 100 })).annualCardSales).toBe(300_000);
    expect(calculateFees(input({ monthlyVolume: 25_000, cardPercentage: 0 })).annualCardSales).toBe(0);
  });

  it("fee rate = 2.5% + keyed% / 100 x 0.5%", () => {
    expect(feeRateFor(0)).toBeCloseTo(0.025, 12);
    expect(feeRateFor(50)).toBeCloseTo(0.0275, 12);
    expect(feeRateFor(100)).toBeCloseTo(0.03, 12);
    expect(feeRateFor(20)).toBeCloseTo(0.026, 12);
  });

  it("estimated fees = sales x rate and amount kept = sales - fees", () => {
    const result = calculateFees(input({ monthlyVolume: 10_000, cardPercentage: 50, keyedPercentage: 50 }));
    expect(result.estimatedFees).toBeCloseTo(1650, 9);
    expect(result.amountKept).toBeCloseTo(58_350, 9);

    const keyedHeavy = calculateFees(input({ monthlyVolume: 42_500, cardPercentage: 90, keyedPercentage: 100 }));
    expect(keyedHeavy.annualCardSales).toBe(459_000);
    expect(keyedHeavy.estimatedFees).toBeCloseTo(13_770, 9);
    expect(keyedHeavy.amountKept).toBeCloseTo(445_230, 9);

    const inPerson = calculateFees(input({ monthlyVolume: 8_000, cardPercentage: 75, keyedPercentage: 0 }));
    expect(inPerson.estimatedFees).toBeCloseTo(1800, 9);
    expect(inPerson.amountKept).toBeCloseTo(70_200, 9);
  });

  it("the average ticket does not change the SPEC formula", () => {
    const a = calculateFees(input({ monthlyVolume: 10_000, averageTicket: 12 }));
    const b = calculateFees(input({ monthlyVolume: 10_000, averageTicket: 950 }));
    expect(a).toEqual(b);
  });

  it("starts from a worked example (issue 19), not from $0.00 everywhere", () => {
    expect(CALCULATOR_DEFAULTS).toEqual({ averageTicket: 45, monthlyVolume: 25_000, cardPercentage: 80, keyedPercentage: 20 });
    const result = calculateFees(input());
    expect(formatRate(result.feeRate)).toBe("2.60%");
    expect([result.annualCardSales, result.estimatedFees, result.amountKept].map(formatUsd)).toEqual([
      "$240,000.00",
      "$6,240.00",
      "$233,760.00",
    ]);
    expect(cardPaymentsPerYear(result.annualCardSales, CALCULATOR_DEFAULTS.averageTicket)).toBe(5333);
  });

  it("the saving applies the published average fee reduction to the estimated fees", () => {
    expect(projectedSaving(6240, "39%")).toBeCloseTo(2433.6, 9);
    expect(formatUsd(projectedSaving(6240, "39%"))).toBe("$2,433.60");
    expect(projectedSaving(0, "39%")).toBe(0);
    expect(projectedSaving(6240, "n/a")).toBe(0);
  });

  it("counts card payments a year only when there is a ticket", () => {
    expect(cardPaymentsPerYear(60_000, 0)).toBe(0);
    expect(cardPaymentsPerYear(60_000, 12.5)).toBe(4800);
  });

  it("clamps out-of-range input: negative volume counts as 0, sliders stay within 0-100", () => {
    expect(calculateFees(input({ monthlyVolume: -5000 })).annualCardSales).toBe(0);
    expect(calculateFees(input({ monthlyVolume: 1000, cardPercentage: 250 })).annualCardSales).toBe(12_000);
    expect(calculateFees(input({ monthlyVolume: 1000, cardPercentage: -10 })).annualCardSales).toBe(0);
    expect(calculateFees(input({ keyedPercentage: 400 })).feeRate).toBeCloseTo(0.03, 12);
  });
});

describe("reading input", () => {
  it("non-numeric input counts as 0", () => {
    for (const value of ["", "   ", "abc", "12abc", "$1,000", "NaN", "Infinity", null, undefined, Number.NaN, {}]) {
      expect(toAmount(value)).toBe(0);
    }
  });

  it("numbers and numeric text are read as numbers, with a minimum of 0", () => {
    expect(toAmount("2500")).toBe(2500);
    expect(toAmount(" 2500.75 ")).toBe(2500.75);
    expect(toAmount("1e3")).toBe(1000);
    expect(toAmount(-3)).toBe(0);
    expect(toAmount("-3")).toBe(0);
  });

  it("tells a negative amount apart from text that merely counts as 0", () => {
    expect(isNegativeAmount("-500")).toBe(true);
    expect(isNegativeAmount(-0.01)).toBe(true);
    for (const value of ["", "0", "500", "abc", "-", null]) expect(isNegativeAmount(value)).toBe(false);
  });

  it("percentages are held to 0-100", () => {
    expect(toPercentage("150")).toBe(100);
    expect(toPercentage("-1")).toBe(0);
    expect(toPercentage("37")).toBe(37);
    expect(toPercentage("x")).toBe(0);
  });
});

describe("formatting", () => {
  it("shows US dollars with two decimals", () => {
    expect(formatUsd(58_350)).toBe("$58,350.00");
    expect(formatUsd(1650)).toBe("$1,650.00");
    expect(formatUsd(1234.567)).toBe("$1,234.57");
    expect(formatUsd(0.005)).toBe("$0.01");
    expect(formatUsd(-0)).toBe("$0.00");
    expect(formatUsd(1_234_567.8)).toBe("$1,234,567.80");
  });

  it("shows the fee rate as a percentage", () => {
    expect(formatRate(0.0275)).toBe("2.75%");
    expect(formatRate(0.025)).toBe("2.50%");
    expect(formatRate(0.026)).toBe("2.60%");
    expect(formatRate(0.03)).toBe("3.00%");
  });

  it("has a disclaimer that the figures are estimates for standard businesses", () => {
    expect(CALCULATOR_DISCLAIMER).toMatch(/estimates for standard businesses/);
  });
});
