/**
 * The brand palette of src/styles.css as literals, for drawn SVG artwork (fills and strokes are attributes there,
 * not utility classes). One list for every illustration, scene and product visual.
 */
export const PALETTE = {
  navy950: "#061427",
  navy900: "#0b1f3a",
  navy800: "#12305a",
  navy700: "#1b447c",
  navy100: "#e6edf7",
  navy50: "#f3f6fb",
  brass500: "#c98a12",
  brass400: "#f0b429",
  brass100: "#fdf3dc",
  white: "#ffffff",
} as const;
