import { errorAnswers } from "../../common/api-answer-schemas";
import {
  documentAnswerOf,
  EventsCalendarQuerySchema,
  FeedQuerySchema,
  SitemapPartParamsSchema,
} from "../../common/feed-schemas";
import { IdParamsSchema } from "../../common/id-params-schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../context";
import { existingId } from "../errors";
import {
  renderEventsCalendar,
  renderFeed,
  renderNoticeCalendar,
  renderRobots,
  renderSitemapPart,
  SITEMAP_URL_LIMIT,
} from "./feed-service";

const HOUR = "public, max-age=3600";
const documentAnswers = (mediaType: string) => ({ 200: documentAnswerOf(mediaType), ...errorAnswers(400) });
const documentOr404 = (mediaType: string) => ({ ...documentAnswers(mediaType), ...errorAnswers(404) });
const RSS = "application/rss+xml";
const ICALENDAR = "text/calendar";
const XML = "application/xml";

/**
 * Documents for feed readers, calendars and crawlers: RSS, iCalendar, the sitemap and robots.txt. `sitemapLimit`
 * (addresses per sitemap file) is the protocol's 50,000 unless a test asks for a small one.
 */
export const feedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; sitemapLimit?: number }> = async (
  app,
  { ctx, sitemapLimit },
) => {
  const limit = sitemapLimit ?? SITEMAP_URL_LIMIT;

  app.get(
    "/feed.xml",
    { schema: { querystring: FeedQuerySchema, response: documentAnswers(RSS) } },
    async (request, reply) =>
      reply
        .type("application/rss+xml; charset=utf-8")
        .header("Cache-Control", "public, max-age=600")
        .send(await renderFeed(ctx, request.query, request.url.split("?")[1])),
  );

  app.get(
    "/notice/:id/event.ics",
    { schema: { params: IdParamsSchema, response: documentOr404(ICALENDAR) } },
    async (request, reply) => {
      const id = existingId(request.params.id, "Event not found");
      return reply
        .type("text/calendar; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="event-${id}.ics"`)
        .header("Cache-Control", "public, max-age=600")
        .send(await renderNoticeCalendar(ctx, String(id)));
    },
  );

  app.get(
    "/events.ics",
    { schema: { querystring: EventsCalendarQuerySchema, response: documentAnswers(ICALENDAR) } },
    async (request, reply) =>
      reply
        .type("text/calendar; charset=utf-8")
        .header("Cache-Control", "public, max-age=600")
        .send(await renderEventsCalendar(ctx, request.query.location)),
  );

  app.get("/sitemap.xml", { schema: { response: documentAnswers(XML) } }, async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("Cache-Control", HOUR)
      .send(await renderSitemapPart(ctx, null, limit)),
  );

  app.get(
    "/sitemap-:part.xml",
    { schema: { params: SitemapPartParamsSchema, response: documentOr404(XML) } },
    async (request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("Cache-Control", HOUR)
        .send(await renderSitemapPart(ctx, Number(request.params.part), limit)),
  );

  app.get("/robots.txt", { schema: { response: documentAnswers("text/plain") } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("Cache-Control", HOUR).send(renderRobots(ctx)),
  );
};
