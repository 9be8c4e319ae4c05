import { ISLAND_DRAWN } from "./wake-on-press";

/**
 * Makes the children of `live` (a part of the page on screen) what the children of `next` (the same part of a page
 * parsed from the server's HTML) are, changing in place what is the same kind of node and replacing what is not. The
 * result is the server's HTML, node for node (comments included: React's hydration reads them), but an element the two
 * share is kept: a text box keeps its focus, its caret and what was typed into it (a box's typed value outlives its
 * `value` attribute), a scrolled strip its scroll. An island drawn in place keeps what its root drew: only its
 * attributes follow. Used by a sleeping page's search (features/notices/search-asleep.ts).
 */
export function morphChildren(live: Node, next: Node): void {
  const liveKids = Array.from(live.childNodes);
  const nextKids = Array.from(next.childNodes);
  nextKids.forEach((nextKid, i) => {
    const liveKid = liveKids[i];
    if (liveKid) morphNode(liveKid, nextKid);
    else live.appendChild(adopt(live, nextKid));
  });
  for (const extra of liveKids.slice(nextKids.length)) extra.parentNode?.removeChild(extra);
}

function morphNode(live: Node, next: Node): void {
  if (live.nodeType !== next.nodeType || live.nodeName !== next.nodeName) {
    live.parentNode?.replaceChild(adopt(live, next), live);
    return;
  }
  if (!(live instanceof Element) || !(next instanceof Element)) {
    if (live.nodeValue !== next.nodeValue) live.nodeValue = next.nodeValue;
    return;
  }
  for (const { name } of Array.from(live.attributes))
    if (!next.hasAttribute(name) && name !== ISLAND_DRAWN) live.removeAttribute(name);
  for (const { name, value } of Array.from(next.attributes))
    if (live.getAttribute(name) !== value) live.setAttribute(name, value);
  // An island drawn in place owns its insides: its root draws them (afresh when what it stands for changed).
  if (live.hasAttribute(ISLAND_DRAWN)) return;
  // A parsed document runs no script, so its <noscript> holds elements; the page's holds their markup as text.
  if (live.nodeName === "NOSCRIPT") {
    if (live.textContent !== next.innerHTML) live.textContent = next.innerHTML;
    return;
  }
  morphChildren(live, next);
}

/** The node of the parsed document, brought into the live one (an image starts loading then). */
function adopt(live: Node, next: Node): Node {
  const node = (live.ownerDocument ?? document).importNode(next, true);
  if (node instanceof Element) {
    const noscripts = [...(node.nodeName === "NOSCRIPT" ? [node] : []), ...node.querySelectorAll("noscript")];
    for (const noscript of noscripts) noscript.textContent = noscript.innerHTML;
  }
  return node;
}
