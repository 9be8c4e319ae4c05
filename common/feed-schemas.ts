import { z } from "zod";
import { CATEGORIES } from "./categories";

/** Query of GET /feed.xml: the list filters of the page it is linked from. Unknown values are ignored, never a 400. */
export const FeedQuerySchema = z.object({
  category: z.string().max(100).optional(),
  location: z.string().max(100).optional(),
  search: z.string().max(200).optional(),
  /** Miles around `location` (issue 39), as GET /api/notices takes it. */
  within: z.string().max(10).optional(),
});

/** Query of GET /events.ics. */
export const EventsCalendarQuerySchema = z.object({ location: z.string().max(100).optional() });

export const SitemapPartParamsSchema = z.object({ part: z.string().regex(/^\d{1,6}$/) });

/** GET /og/{name}.png: a category's share picture, or the noticeboard's own. */
export const OgImageParamsSchema = z.object({ name: z.enum([...CATEGORIES, "default"]) });

/** A document answer (XML, iCalendar, text), sent as it is. */
export const DocumentAnswerSchema = z.string();

/** A document answer under its own media type (the OpenAPI document names it, instead of JSON). */
export const documentAnswerOf = (mediaType: string) => ({
  content: { [mediaType]: { schema: DocumentAnswerSchema } },
});

/** A picture's bytes (a PNG), sent as they are. */
export const BinaryAnswerSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);
