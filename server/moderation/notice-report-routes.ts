import type { RoutePlugin } from "../context";
import { existingId } from "../errors";
import { errorAnswers, MessageAnswerSchema } from "../../common/api-answer-schemas";
import { IdParamsSchema } from "../../common/id-params-schema";
import { NoticeReportInputSchema } from "../../common/notice-report-schemas";
import { reportNotice, REPORT_THANKS } from "./report-service";

/** POST /api/notices/{id}/report (issue 12 §5). */
export const noticeReportRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    "/api/notices/:id/report",
    {
      schema: {
        params: IdParamsSchema,
        body: NoticeReportInputSchema,
        response: {
          201: MessageAnswerSchema,
          ...errorAnswers(400, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const id = existingId(request.params.id, "Notice not found");
      await reportNotice(ctx, id, request.body, request.ip);
      return reply.status(201).send({ message: REPORT_THANKS });
    },
  );
};
