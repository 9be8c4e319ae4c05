import type { RoutePlugin } from "../context";
import { existingId, notFound } from "../errors";
import { actorOf } from "../audit/audit-actor";
import { insertAudit } from "../audit/audit-repository";
import { errorAnswers, NoContentSchema } from "../../common/api-answer-schemas";
import { IdParamsSchema } from "../../common/id-params-schema";
import { WatchWordInputSchema, WatchWordListSchema, WatchWordSchema } from "../../common/watch-word-schemas";
import { deleteWatchWord, insertWatchWord, listWatchWords } from "../signals/signals-repository";

const errors = errorAnswers(400, 401, 403, 404);
const toWatchWord = (w: { id: number; word: string; kind: string }) => ({
  id: w.id,
  word: w.word,
  kind: w.kind,
});

/** The editable watch list: `block` words refuse a notice at posting, `flag` words mark it in the queue. */
export const watchWordRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/watch-words",
    { config: { adminOnly: true }, schema: { response: { 200: WatchWordListSchema, ...errors } } },
    async () => (await listWatchWords(ctx.db)).map(toWatchWord),
  );

  app.post(
    "/api/admin/watch-words",
    {
      config: { adminOnly: true },
      schema: { body: WatchWordInputSchema, response: { 201: WatchWordSchema, ...errors } },
    },
    async (request, reply) => {
      const now = ctx.clock.now();
      const row = await ctx.db.transaction(async (tx) => {
        const saved = await insertWatchWord(tx, request.body.word, request.body.kind, now);
        await insertAudit(
          tx,
          actorOf(request),
          { action: "watch_word_add", targetType: "watch_word", targetId: saved.id, details: request.body },
          now,
        );
        return saved;
      });
      return reply.status(201).send(toWatchWord(row));
    },
  );

  app.delete(
    "/api/admin/watch-words/:id",
    {
      config: { adminOnly: true },
      schema: { params: IdParamsSchema, response: { 204: NoContentSchema, ...errors } },
    },
    async (request, reply) => {
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const removed = await deleteWatchWord(tx, existingId(request.params.id, "Word not found"));
        if (!removed) throw notFound("Word not found");
        const details = { word: removed.word, kind: removed.kind };
        await insertAudit(
          tx,
          actorOf(request),
          { action: "watch_word_remove", targetType: "watch_word", targetId: removed.id, details },
          now,
        );
      });
      return reply.status(204).send(null);
    },
  );
};
