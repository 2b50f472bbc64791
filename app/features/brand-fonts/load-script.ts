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
 * @returns the script's source, an IIFE of about 1.2 KB (its CSP hash is computed from the built page)
 */
export function brandFontsScript(faces: BrandFontFace[]): string {
  const data = JSON.stringify(
    faces.map(({ family, url, weight, unicodeRange }) => [family, url, weight, unicodeRange]),
  );
  return (
    `(()=>{const faces=${data};` +
    `const source=(url)=>"url("+url+") format(\\"woff2\\")";` +
    `const navigation=performance.getEntriesByType?performance.getEntriesByType("navigation")[0]:undefined;` +
    `let warm=navigation&&(navigation.type==="reload"||navigation.type==="back_forward");` +
    `try{warm=warm||new URL(document.referrer).origin===location.origin}catch{}` +
    `if(warm||!("FontFace"in window)||!document.fonts){` +
    `const style=document.createElement("style");` +
    `style.textContent=faces.map(([family,url,weight,range])=>"@font-face{font-family:"+JSON.stringify(family)+";src:"+source(url)+";font-weight:"+weight+";unicode-range:"+range+";font-display:optional}").join("");` +
    `document.head.append(style);return}` +
    `let loaded=[],applied=false;` +
    `const apply=()=>{if(applied||!loaded.length)return;applied=true;for(const face of loaded)document.fonts.add(face)};` +
    `document.addEventListener("click",(event)=>{const link=event.target instanceof Element&&event.target.closest("a[href]");if(link&&link.origin===location.origin)apply()},true);` +
    `document.addEventListener("visibilitychange",()=>{if(document.visibilityState==="hidden")apply()});` +
    `let started=false;const start=()=>{if(started)return;started=true;` +
    `const created=faces.map(([family,url,weight,unicodeRange])=>new FontFace(family,source(url),{weight,unicodeRange,display:"optional"}));` +
    `Promise.allSettled(created.map((face)=>face.load())).then((results)=>{loaded=created.filter((_,i)=>results[i].status==="fulfilled");if(document.visibilityState==="hidden")apply()})};` +
    `const canWait=document.visibilityState==="visible"&&typeof PerformanceObserver==="function"&&(PerformanceObserver.supportedEntryTypes||[]).includes("paint");` +
    `if(canWait)new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});` +
    `addEventListener("load",()=>{if(!canWait||performance.getEntriesByName("first-contentful-paint").length)start();else setTimeout(start,3000)},{once:true})})()`
  );
}
