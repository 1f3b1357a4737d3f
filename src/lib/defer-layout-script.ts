/**
 * The layout's own module (the chat launcher's behaviour and the first-party attribution capture, written by
 * src/layouts/BaseLayout.astro) is fetched once the page has loaded and painted its first content, instead of as
 * soon as the HTML parser meets it. Nothing in it is needed for the first paint: a press on the launcher before it
 * runs is kept by the inline recorder beside the launcher, the auto-open counts from navigation start, and the
 * capture waits for the load event anyway. As a plain `<script type="module" src>` it was requested while the page
 * was still painting (the load event can come before the first paint), which Lighthouse's simulated mobile run
 * counted against the first contentful paint and LCP (docs/performance.md "Performance, session 3"). Astro has no
 * option for this, so src/middleware.ts rewrites the tag in every HTML response, prerendered pages included (the
 * middleware runs for them at build). The CSP allows inline scripts by the hashes found in the built HTML
 * (src/server/http/security.ts); the on-demand pages write the same loader, so its hash is among them.
 */
const LAYOUT_SCRIPT =
  /<script type="module" src="(\/_astro\/BaseLayout\.astro_astro_type_script_index_\d+_lang\.[\w-]+\.js)"><\/script>/g;

/** Where paint timing cannot be observed, the module is imported at the load event. */
function loader(src: string): string {
  return (
    `{const l=()=>import(${JSON.stringify(src)}),p=()=>{if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return l();` +
    `const o=new PerformanceObserver(e=>{if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(l)}});` +
    `o.observe({type:"paint",buffered:true})};document.readyState==="complete"?p():addEventListener("load",p,{once:true})}`
  );
}

/** Rewrites the layout's module tag into a loader that imports it after the load event and the first paint. */
export function deferLayoutScript(html: string): string {
  return html.replace(LAYOUT_SCRIPT, (_, src: string) => `<script type="module">${loader(src)}</script>`);
}
