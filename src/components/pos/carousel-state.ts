/** SPEC section 9 "Carousel interval 8000 ms, 5 slides". */
export const CAROUSEL_INTERVAL_MS = 8000;

/** Next index with wrap-around (SPEC section 4: index 0 to n-1, next and previous wrap). */
export function nextIndex(index: number, count: number): number {
  return (index + 1) % count;
}

export function previousIndex(index: number, count: number): number {
  return (index - 1 + count) % count;
}

/**
 * Whether the carousel moves on its own: the visitor has not paused it (or, under reduced motion, has pressed
 * Play), and the pointer and keyboard focus are elsewhere (WCAG 2.2.2).
 */
export function isRotating(state: { playing: boolean; hovered: boolean; focused: boolean }): boolean {
  return state.playing && !state.hovered && !state.focused;
}
