// The flags every headless Debian Chromium of this project starts with (Playwright's tests and the Lighthouse
// benches): no sandbox (root in CI), no GPU, and none of the background connections this closed network refuses.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
