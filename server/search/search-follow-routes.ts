import type { RoutePlugin } from "../context";
import { existingId } from "../errors";
import { actorOf } from "../audit/audit-actor";
import { errorAnswers, NoContentSchema } from "../../common/api-answer-schemas";
import { IdParamsSchema } from "../../common/id-params-schema";
import { SynonymGroupSchema } from "../../common/synonym-schemas";
import { SearchFollowInputSchema, SynonymProposalListSchema } from "../../common/search-follow-schemas";
import {
  acceptSynonymProposal,
  dismissSynonymProposal,
  listSynonymProposals,
  noteSearchFollow,
} from "./search-follow-service";

const NOT_FOUND = "Proposal not found";

/** POST /api/search-follows (issue 39): a tab's search that found nothing, and the search whose result it opened. */
export const searchFollowRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    "/api/search-follows",
    {
      schema: {
        body: SearchFollowInputSchema,
        response: { 204: NoContentSchema, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      await noteSearchFollow(ctx, request.body);
      return reply.status(204).send(null);
    },
  );
};

/** The Synonyms panel's proposals: pairs seen from 3 tabs or more, accepted as a synonym group or dismissed. */
export const synonymProposalRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/synonym-proposals",
    {
      config: { adminOnly: true },
      schema: { response: { 200: SynonymProposalListSchema, ...errorAnswers(401, 403) } },
    },
    async () => ({ proposals: await listSynonymProposals(ctx) }),
  );

  app.post(
    "/api/admin/synonym-proposals/:id/accept",
    {
      config: { adminOnly: true },
      schema: {
        params: IdParamsSchema,
        response: { 201: SynonymGroupSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await acceptSynonymProposal(
        ctx,
        actorOf(request),
        existingId(request.params.id, NOT_FOUND),
      );
      return reply
        .status(201)
        .send({ id: row.id, terms: row.terms, narrower: row.narrower, source: row.source });
    },
  );

  app.post(
    "/api/admin/synonym-proposals/:id/dismiss",
    {
      config: { adminOnly: true },
      schema: {
        params: IdParamsSchema,
        response: { 204: NoContentSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await dismissSynonymProposal(ctx, existingId(request.params.id, NOT_FOUND));
      return reply.status(204).send(null);
    },
  );
};
