import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { isCategory } from "../../common/categories";
import { errorAnswers } from "../../common/api-answer-schemas";
import { BinaryAnswerSchema, OgImageParamsSchema } from "../../common/feed-schemas";
import type { RoutePlugin } from "../context";

const PLACEHOLDERS = fileURLToPath(new URL("../../client/public/placeholders/", import.meta.url));

/** The noticeboard's own share picture for pages that are not about one category. */
const DEFAULT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250"><rect width="400" height="250" fill="#1f6f4a"/><text x="200" y="118" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">Shropshire</text><text x="200" y="158" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">Noticeboard</text></svg>';

/**
 * GET /og/{category}.png: a category's placeholder drawn as a 1200 × 630 PNG, the size and format link previews
 * (WhatsApp, Facebook) accept, for notices without a photo. Drawn once per category and kept in memory.
 */
export const ogImageRoutes: RoutePlugin = async (app) => {
  const drawn = new Map<string, Buffer>();
  app.get(
    "/og/:name.png",
    {
      schema: { params: OgImageParamsSchema, response: { 200: BinaryAnswerSchema, ...errorAnswers(400) } },
    },
    async (request, reply) => {
      const { name } = request.params;
      let png = drawn.get(name);
      if (!png) {
        const file = `${PLACEHOLDERS}${name}.svg`;
        const svg =
          isCategory(name) && fs.existsSync(file) ? fs.readFileSync(file) : Buffer.from(DEFAULT_SVG);
        const { default: sharp } = await import("sharp");
        png = await sharp(svg, { density: 300 })
          .resize(1200, 630, { fit: "cover" })
          .png({ compressionLevel: 9, palette: true })
          .toBuffer();
        drawn.set(name, png);
      }
      return reply.type("image/png").header("Cache-Control", "public, max-age=86400").send(png);
    },
  );
};
