/** A tier's span of approved referrals a month (`max` null: open-ended), as src/content/partner.ts states it. */
export interface ReferralRange {
  min: number;
  max: number | null;
}

/** How the tier table prints its figures, in SPEC section 9's notation ("$200", "1-5", "31+", "0.02%"). */
export function formatTierAmount(usd: number): string {
  return `$${usd.toLocaleString("en-US")}`;
}

export function formatTierRange(range: ReferralRange): string {
  return range.max === null ? `${range.min}+` : `${range.min}-${range.max}`;
}

export function formatResidual(percent: number): string {
  return `${percent}%`;
}

/** The tier a partner reaches with a month's approved referrals (none below the first tier's minimum). */
export function tierForReferrals<Tier extends { monthlyReferrals: ReferralRange }>(
  tiers: readonly Tier[],
  approvedThisMonth: number,
): Tier | undefined {
  return tiers.find(
    (tier) =>
      approvedThisMonth >= tier.monthlyReferrals.min &&
      (tier.monthlyReferrals.max === null || approvedThisMonth <= tier.monthlyReferrals.max),
  );
}
