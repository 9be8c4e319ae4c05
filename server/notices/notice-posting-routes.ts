import type { FastifyRequest } from "fastify";
import { errorAnswers } from "../../common/api-answer-schemas";
import { PublicNoticeSchema } from "../../common/notice-answer-schemas";
import { NoticeMultipartSchema } from "../../common/notice-posting-schemas";
import type { RoutePlugin } from "../context";
import { AppError } from "../errors";
import { toLineFeeds } from "../../common/storable-text";
import { requireStorableText } from "../http/storable-text";
import { IMAGE_TOO_LARGE_MESSAGE } from "../images/image-store";
import { postNotice } from "./notice-posting-service";

const IMAGE_FIELD = "image";
const MALFORMED_FORM_MESSAGE = "The form could not be read. Please try again.";

/** The fields (first value of each) and the `image` file of a multipart post (or edit); a JSON body is accepted too. */
export async function readNoticeForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === "object" ? (body as Record<string, unknown>) : {}, image: null };
  }
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        // Browsers send line breaks as CRLF; store what was typed, so lengths agree with the form's own check.
        if (!Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = toLineFeeds(String(part.value));
        continue;
      }
      const bytes = await part.toBuffer();
      // A browser sends an empty part for a file input left empty.
      if (part.fieldname === IMAGE_FIELD && bytes.length > 0) image = bytes;
    }
  } catch (err) {
    if (err instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError(413, IMAGE_TOO_LARGE_MESSAGE);
    }
    // Limits exceeded carry their own status; anything else is a body cut short or mangled.
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw new AppError(400, MALFORMED_FORM_MESSAGE);
  }
  // Multipart fields are read here, after the app-wide check of parsed bodies: the same check, on them.
  requireStorableText(fields, "body");
  return { fields, image };
}

/** POST /api/notices (server-contract.md §3); its confirmation, POST /api/notices/verify, is moderation/verification-routes.ts. */
export const noticePostingRoutes: RoutePlugin = async (app, { ctx }) => {
  // The body (multipart, or JSON) has no route schema: the service checks it with the post form's own schema.
  app.post(
    "/api/notices",
    {
      schema: {
        multipartBody: NoticeMultipartSchema,
        response: { 201: PublicNoticeSchema, ...errorAnswers(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { fields, image } = await readNoticeForm(request);
      const notice = await postNotice(ctx, { fields, image, clientAddress: request.ip });
      return reply.status(201).send(notice);
    },
  );
};
