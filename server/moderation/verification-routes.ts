import { errorAnswers } from "../../common/api-answer-schemas";
import { VerifiedNoticeSchema, VerifyNoticeSchema } from "../../common/notice-posting-schemas";
import type { RoutePlugin } from "../context";
import { verifyNotice } from "./verification-service";

/**
 * POST /api/notices/verify (server-contract.md §3): the poster confirms, and the notice is routed to the Likely spam
 * lane, live at once or the review queue. It lives here, not beside posting in notices/, because routing is
 * moderation's, and notices/ never imports moderation/.
 */
export const verificationRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    "/api/notices/verify",
    {
      schema: {
        body: VerifyNoticeSchema,
        response: {
          200: VerifiedNoticeSchema,
          ...errorAnswers(400, 409, 410, 429, 500),
        },
      },
    },
    async (request) => verifyNotice(ctx, request.body.token, request.ip),
  );
};
