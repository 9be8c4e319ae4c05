import type { RoutePlugin } from "../context";
import { actorOf } from "../audit/audit-actor";
import { insertAudit } from "../audit/audit-repository";
import { errorAnswers, MessageAnswerSchema } from "../../common/api-answer-schemas";
import {
  BlockSenderSchema,
  ContactMessagesPageSchema,
  ContactMessagesQuerySchema,
} from "../../common/contact-admin-schemas";
import { addressHash } from "../address-hash";
import { nextCursorOf } from "../../common/cursor-page";
import { findBlockedHashes, insertBlockedSender, listContactMessages } from "./contact-admin-repository";

const PAGE = 20;
const errors = errorAnswers(400, 401, 403);

/** The Contact Messages tab: relayed messages newest first, searchable, and Block sender. */
export const contactAdminRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    "/api/admin/contact-messages",
    {
      schema: {
        querystring: ContactMessagesQuerySchema,
        response: { 200: ContactMessagesPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      const { search, cursor } = request.query;
      const rows = await listContactMessages(ctx.db, {
        search: search || undefined,
        beforeId: cursor ? Number(cursor) : undefined,
        limit: PAGE + 1,
      });
      const page = rows.slice(0, PAGE);
      const blocked = await findBlockedHashes(ctx.db, [...new Set(page.map((r) => r.emailHash))]);
      return {
        items: page.map(({ emailHash, createdAt, ...r }) => ({
          ...r,
          createdAt: createdAt.toISOString(),
          isSenderBlocked: blocked.has(emailHash),
        })),
        nextCursor: nextCursorOf(rows, PAGE),
      };
    },
  );

  app.post(
    "/api/admin/blocked-senders",
    { schema: { body: BlockSenderSchema, response: { 201: MessageAnswerSchema, ...errors } } },
    async (request, reply) => {
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const hash = addressHash(request.body.email);
        if (await insertBlockedSender(tx, hash, now)) {
          const details = { email: request.body.email };
          await insertAudit(
            tx,
            actorOf(request),
            { action: "block_sender", targetType: "sender", details },
            now,
          );
        }
      });
      return reply.status(201).send({ message: "Sender blocked" });
    },
  );
};
