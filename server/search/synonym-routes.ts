import type { RoutePlugin } from "../context";
import { existingId, notFound } from "../errors";
import { actorOf } from "../audit/audit-actor";
import { insertAudit } from "../audit/audit-repository";
import { errorAnswers, NoContentSchema } from "../../common/api-answer-schemas";
import { IdParamsSchema } from "../../common/id-params-schema";
import {
  SynonymGroupInputSchema,
  SynonymGroupSchema,
  SynonymGroupUpdateSchema,
  SynonymListQuerySchema,
  SynonymListSchema,
  type SynonymGroup,
} from "../../common/synonym-schemas";
import {
  insertSynonymGroup,
  listSynonymGroups,
  removeSynonymGroup,
  updateSynonymGroup,
  type SynonymGroupRow,
} from "./synonym-repository";
import { ensureShippedSynonymsOnce } from "./thesaurus";

const NOT_FOUND = "Synonym group not found";

const toGroup = (row: SynonymGroupRow): SynonymGroup => ({
  id: row.id,
  terms: row.terms,
  narrower: row.narrower,
  source: row.source,
});

/**
 * The search thesaurus in the admin (Synonyms panel): the shipped groups and the moderators', listed, added, changed
 * and removed, each change audited. Search reads the table afresh when it changes, and the list version goes up
 * (migrations/0016), so a change counts from the next search on.
 */
export const synonymRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/synonyms",
    {
      config: { adminOnly: true },
      schema: {
        querystring: SynonymListQuerySchema,
        response: { 200: SynonymListSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      await ensureShippedSynonymsOnce(ctx.db);
      return { groups: (await listSynonymGroups(ctx.db, request.query.search)).map(toGroup) };
    },
  );

  app.post(
    "/api/admin/synonyms",
    {
      config: { adminOnly: true },
      schema: {
        body: SynonymGroupInputSchema,
        response: { 201: SynonymGroupSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const now = ctx.clock.now();
      const group = { terms: request.body.terms, narrower: request.body.narrower };
      const row = await ctx.db.transaction(async (tx) => {
        const saved = await insertSynonymGroup(tx, group, now);
        await insertAudit(
          tx,
          actorOf(request),
          { action: "synonym_add", targetType: "synonym_group", targetId: saved.id, details: group },
          now,
        );
        return saved;
      });
      return reply.status(201).send(toGroup(row));
    },
  );

  app.patch(
    "/api/admin/synonyms/:id",
    {
      config: { adminOnly: true },
      schema: {
        params: IdParamsSchema,
        body: SynonymGroupUpdateSchema,
        response: { 200: SynonymGroupSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const id = existingId(request.params.id, NOT_FOUND);
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const row = await updateSynonymGroup(tx, id, request.body, now);
        if (!row) throw notFound(NOT_FOUND);
        await insertAudit(
          tx,
          actorOf(request),
          { action: "synonym_change", targetType: "synonym_group", targetId: row.id, details: request.body },
          now,
        );
        return toGroup(row);
      });
    },
  );

  app.delete(
    "/api/admin/synonyms/:id",
    {
      config: { adminOnly: true },
      schema: {
        params: IdParamsSchema,
        response: { 204: NoContentSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = existingId(request.params.id, NOT_FOUND);
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const removed = await removeSynonymGroup(tx, id, now);
        if (!removed) throw notFound(NOT_FOUND);
        const details = { terms: removed.terms, narrower: removed.narrower };
        await insertAudit(
          tx,
          actorOf(request),
          { action: "synonym_remove", targetType: "synonym_group", targetId: removed.id, details },
          now,
        );
      });
      return reply.status(204).send(null);
    },
  );
};
