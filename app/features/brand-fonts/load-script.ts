import type { BrandFontFace } from "./brand-font-face";

/**
 * The inline head script that brings in the brand faces without holding up the first paint and
 * without ever moving text under the visitor's eyes (issue 13, decision 005).
 *
 * - **Warm load** (a reload, back/forward, or a page opened from another page of the site, whose
 *   visit fetched the faces): the faces are declared at once as `@font-face` with
 *   `font-display: optional`, so the browser uses them for the first paint when its cache has them
 *   and otherwise keeps the fallback for this page (optional never swaps later).
 * - **Cold load** (the visit's landing page): text paints in the metric-matched fallbacks
 *   (app/styles/generated/fallbacks.css). After the first contentful paint (or the load event, where
 *   paint timing is missing or the page is hidden) the faces are fetched, then applied all together
 *   at the first moment no layout shift can be charged to the page: a click on a link (the next page
 *   is drawn anyway, and shifts within 500 ms of an input do not count) or the page being hidden.
 *
 * A face that fails to load is left out and its fallback stays; nothing is thrown. Without
 * JavaScript or the FontFace API, the page keeps its fallbacks.
 * @param faces the build's cuts, e.g. BRAND_FONT_FACES
 * @returns the script's source, an IIFE of about 1.5 KB (0.7 KB gzip) (its CSP hash is computed from the built page)
 */
export function brandFontsScript(faces: BrandFontFace[]): string {
  const data = JSON.stringify(
    faces.map(({ family, url, weight, unicodeRange }) => [family, url, weight, unicodeRange]),
  );
  // Written small by hand (it is in every page): F faces, s source, w warm, L loaded, A apply, S start.
  return (
    `(()=>{const F=${data},d=document,P=performance,s=u=>"url("+u+') format("woff2")',` +
    `n=P.getEntriesByType?P.getEntriesByType("navigation")[0]:0;` +
    `let w=n&&(n.type=="reload"||n.type=="back_forward");try{w=w||new URL(d.referrer).origin==location.origin}catch{}` +
    `if(w||!window.FontFace||!d.fonts){const e=d.createElement("style");` +
    `e.textContent=F.map(([f,u,g,r])=>"@font-face{font-family:"+JSON.stringify(f)+";src:"+s(u)+";font-weight:"+g+";unicode-range:"+r+";font-display:optional}").join("");` +
    `d.head.append(e);return}` +
    `let L=[],a=0,b=0;const A=()=>{if(a||!L.length)return;a=1;for(const f of L)d.fonts.add(f)},` +
    `S=()=>{if(b)return;b=1;const C=F.map(([f,u,g,r])=>new FontFace(f,s(u),{weight:g,unicodeRange:r,display:"optional"}));` +
    `Promise.allSettled(C.map(f=>f.load())).then(R=>{L=C.filter((_,i)=>R[i].status=="fulfilled");if(d.visibilityState=="hidden")A()})},` +
    `c=d.visibilityState=="visible"&&typeof PerformanceObserver=="function"&&(PerformanceObserver.supportedEntryTypes||[]).includes("paint");` +
    `d.addEventListener("click",e=>{const l=e.target instanceof Element&&e.target.closest("a[href]");if(l&&l.origin==location.origin)A()},true);` +
    `d.addEventListener("visibilitychange",()=>{if(d.visibilityState=="hidden")A()});` +
    `if(c)new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();S()}}).observe({type:"paint",buffered:true});` +
    `addEventListener("load",()=>{if(!c||P.getEntriesByName("first-contentful-paint").length)S();else setTimeout(S,3000)},{once:true})})()`
  );
}
