import { describe, expect, it } from "vitest";
import { deferLayoutScript } from "./defer-layout-script";

describe("deferLayoutScript", () => {
  const tag = '<script type="module" src="/_astro/BaseLayout.astro_astro_type_script_index_0_lang.7dDyIBsB.js"></script>';

  it("turns the layout's module tag into a loader that imports it after the load event and the first paint", () => {
    const out = deferLayoutScript(`<body><main></main>${tag}</body>`);
    expect(out).not.toContain(' src="/_astro/BaseLayout');
    expect(out).toContain(
      '<script type="module">{const l=()=>import("/_astro/BaseLayout.astro_astro_type_script_index_0_lang.7dDyIBsB.js")',
    );
    expect(out).toContain('addEventListener("load",p,{once:true})');
    expect(out).toContain('getEntriesByName("first-contentful-paint")');
  });

  it("leaves every other script alone", () => {
    const other = '<script type="module" src="/_astro/page.abc123.js"></script><script>var x=1</script>';
    expect(deferLayoutScript(other)).toBe(other);
  });
});
