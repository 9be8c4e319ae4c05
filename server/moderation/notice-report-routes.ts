import { z } from "zod";
import type { RoutePlugin } from "../context";
import { notFound } from "../errors";
import {
  ErrorAnswerSchema,
  MessageAnswerSchema,
  NoticeReportInputSchema,
} from "../../common/notice-report-schemas";
import { reportNotice, REPORT_THANKS } from "./report-service";

const IdParams = z.object({ id: z.string() });

/** POST /api/notices/{id}/report (issue 12 §5). */
export const noticeReportRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    "/api/notices/:id/report",
    {
      schema: {
        params: IdParams,
        body: NoticeReportInputSchema,
        response: {
          201: MessageAnswerSchema,
          400: ErrorAnswerSchema,
          404: ErrorAnswerSchema,
          409: ErrorAnswerSchema,
          429: ErrorAnswerSchema,
        },
      },
    },
    async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      if (id < 1) throw notFound("Notice not found");
      await reportNotice(ctx, id, request.body, request.ip);
      return reply.status(201).send({ message: REPORT_THANKS });
    },
  );
};
