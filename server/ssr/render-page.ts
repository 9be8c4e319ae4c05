import { randomInt } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SSR_STATE_ID, type SsrEntry } from "../../common/ssr-contract";
import type { PublicPage } from "../../common/pages";
import { redactSecretPath } from "../../common/client-routes";
import { renderHead } from "./page-head";

/**
 * The page's HTML from the built shell: the shell's generic title and description give way to the page's head, and
 * `<div id="root">` gets the rendered markup followed by the JSON state element (data, not script: the CSP stays
 * `script-src 'self'`).
 */
export function fillShell(shell: string, head: string, html: string, stateJson: string): string {
  return shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, "")
    .replace(/<meta\s+name="description"[^>]*>\s*/, "")
    .replace("</head>", `  ${head}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${html}</div><script type="application/json" id="${SSR_STATE_ID}">${stateJson}</script>`,
    );
}

/** The app shell of a page opened from an e-mailed secret link: never indexed (the header says so too, app.ts). */
export function noindexShell(shell: string): string {
  return shell.replace("</head>", `  <meta name="robots" content="noindex">\n  </head>`);
}

/**
 * Renders a public page on the server. Its data comes from the app's own API routes (in-process, without cookies), so
 * the page shows exactly what an anonymous visitor's browser would fetch, and its status mirrors the API's: a notice
 * the API answers 404 or 410 for (unknown, expired, closed, not public) is a 404 or 410 page. The same for every
 * visitor, so kept and sent by page-cache.ts.
 */
export async function renderPublicPage(
  app: FastifyInstance,
  entry: SsrEntry,
  shell: string,
  page: PublicPage,
  request: FastifyRequest,
  /** The featured pick's seed (RENDER_SEED_HEADER), else a random one. */
  seed: number = randomInt(1, 2 ** 31) / 2 ** 31,
): Promise<{ status: number; html: string }> {
  const url = request.url;
  const search = url.includes("?") ? url.slice(url.indexOf("?")) : "";
  const result = await entry.renderPage({
    url,
    page,
    now: app.ctx.clock.now().getTime(),
    seed,
    origin: app.ctx.config.publicUrl,
    fetchJson: async (path) => {
      const answer = await app.inject({ method: "GET", url: path, headers: { accept: "application/json" } });
      return { status: answer.statusCode, body: answer.body ? (JSON.parse(answer.body) as unknown) : null };
    },
    onError: (err) =>
      request.log.error({ err, url: redactSecretPath(url) }, "server rendering: a component failed"),
  });
  const head = renderHead({
    head: result.head,
    status: result.status,
    search,
    notices: result.notices,
    publicUrl: app.ctx.config.publicUrl,
  });
  return { status: result.status, html: fillShell(shell, head, result.html, result.stateJson) };
}

/**
 * The seed a RENDER_SEED_HEADER (common/ssr-contract.ts) asks for, or undefined when there is none or it is not a
 * number between 0 and 1.
 */
export function askedRenderSeed(header: string | string[] | undefined): number | undefined {
  if (typeof header !== "string" || !/^0?\.\d{1,20}$/.test(header.trim())) return undefined;
  const seed = Number(header);
  return seed > 0 && seed < 1 ? seed : undefined;
}
