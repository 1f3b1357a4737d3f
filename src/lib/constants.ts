/** Layout and timing constants of SPEC section 9, named once. */
export const TOAST = {
  limit: 1,
  durationMs: 5000,
  /** How long a dismissed toast is kept before it is removed from the store. */
  removeDelayMs: 1_000_000,
  swipeDirection: "right",
  swipeThreshold: 50,
  hotkey: ["F8"],
  maxWidthPx: 420,
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

export const SELECT = { viewportPaddingPx: 10, typeaheadResetMs: 1000, scrollButtonIntervalMs: 50 } as const;
