import type { RoutePlugin } from "../context";
import { existingId, notFound } from "../errors";
import { errorAnswers, NoContentSchema } from "../../common/api-answer-schemas";
import { IdParamsSchema } from "../../common/id-params-schema";
import {
  AssistRulesSchema,
  ScreenLearnedSchema,
  ScreenListsSchema,
  ScreenTermInputSchema,
  ScreenTermSchema,
} from "../../common/screen-schemas";
import { SHIPPED_LISTS } from "../signals/content-screen";
import { deleteScreenTerm, insertScreenTerm, listScreenTerms } from "../signals/screen-repository";
import { forgetScreenDecision, getScreenLearned } from "../signals/learned-screen";
import { readAssistRules, saveAssistRules } from "../signals/assist-rules";

const errors = errorAnswers(400, 401, 403, 404);
const toTerm = (t: { id: number; term: string; kind: string }) => ({ id: t.id, term: t.term, kind: t.kind });

/**
 * The one screen in the admin (issue 36): its lists (admins add phrases and domains, turn shipped phrases off), the
 * hold rules (admins), and what it learned, with a way to forget a lesson (every moderator).
 */
export const screenRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/screen/lists",
    { config: { adminOnly: true }, schema: { response: { 200: ScreenListsSchema, ...errors } } },
    async () => ({ ...SHIPPED_LISTS, terms: (await listScreenTerms(ctx.db)).map(toTerm) }),
  );

  app.post(
    "/api/admin/screen/terms",
    {
      config: { adminOnly: true },
      schema: { body: ScreenTermInputSchema, response: { 201: ScreenTermSchema, ...errors } },
    },
    async (request, reply) => {
      const row = await insertScreenTerm(ctx.db, request.body.term, request.body.kind, ctx.clock.now());
      return reply.status(201).send(toTerm(row));
    },
  );

  app.delete(
    "/api/admin/screen/terms/:id",
    {
      config: { adminOnly: true },
      schema: { params: IdParamsSchema, response: { 204: NoContentSchema, ...errors } },
    },
    async (request, reply) => {
      const removed = await deleteScreenTerm(ctx.db, existingId(request.params.id, "Term not found"));
      if (!removed) throw notFound("Term not found");
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/admin/screen/rules",
    { config: { adminOnly: true }, schema: { response: { 200: AssistRulesSchema, ...errors } } },
    async () => readAssistRules(ctx.db),
  );

  app.put(
    "/api/admin/screen/rules",
    {
      config: { adminOnly: true },
      schema: { body: AssistRulesSchema, response: { 200: AssistRulesSchema, ...errors } },
    },
    async (request) => saveAssistRules(ctx.db, request.body, ctx.clock.now()),
  );

  app.get(
    "/api/admin/screen/learned",
    { schema: { response: { 200: ScreenLearnedSchema, ...errors } } },
    async () => getScreenLearned(ctx.db),
  );

  app.delete(
    "/api/admin/screen/decisions/:id",
    { schema: { params: IdParamsSchema, response: { 204: NoContentSchema, ...errors } } },
    async (request, reply) => {
      if (!(await forgetScreenDecision(ctx.db, existingId(request.params.id, "Decision not found"))))
        throw notFound("Decision not found");
      return reply.status(204).send(null);
    },
  );
};
