import type { RoutePlugin } from "./context";
import { adminCommentRoutes } from "./comments/admin-comment-routes";
import { adminGuard } from "./admin-auth/admin-auth";
import { ADMIN_SESSION_SECURITY } from "./http/openapi-document";
import { adminAuthRoutes, adminLogoutRoutes } from "./admin-auth/admin-auth-routes";
import { adminMfaRoutes } from "./admin-auth/admin-mfa-routes";
import { enrolmentLinkRoutes } from "./admin-auth/enrolment-link-routes";
import { adminNoticeRoutes } from "./moderation/admin-notice-routes";
import { newsletterAdminRoutes } from "./digest/newsletter-admin-routes";
import { queueRoutes } from "./moderation/queue-routes";
import { watchWordRoutes } from "./moderation/watch-word-routes";
import { screenRoutes } from "./moderation/screen-routes";
import { moderationLaneRoutes } from "./moderation/moderation-lane-routes";
import { synonymRoutes } from "./search/synonym-routes";
import { synonymProposalRoutes } from "./search/search-follow-routes";
import { auditRoutes } from "./audit/audit-routes";
import { contactAdminRoutes } from "./moderation/contact-admin-routes";
import { conversationAdminRoutes } from "./contact/conversation-admin-routes";
import { analyticsRoutes } from "./analytics/analytics-routes";
import { backupAdminRoutes, backupRunRoutes } from "./backups/backup-routes";
import { invitationRoutes, teamRoutes } from "./team/team-routes";
import { queueAlertRoutes } from "./moderation/queue-alerts-routes";

/**
 * /api/admin/*: login, check-auth and the invitation link are open; everything else lives in a child scope whose onRequest hook answers
 * 401 without a live session, 403 to a state-changing request from a foreign Origin, and (ADMIN_REQUIRE_MFA) 403 to
 * an admin without two-factor sign-in anywhere but enrolment and logout.
 */
export const adminRoutes: RoutePlugin = async (app, { ctx }) => {
  await app.register(adminAuthRoutes, { ctx });
  await app.register(backupRunRoutes, { ctx });
  await app.register(invitationRoutes, { ctx });
  await app.register(enrolmentLinkRoutes, { ctx });
  await app.register(async (scope) => {
    scope.addHook("onRequest", adminGuard(ctx));
    // The OpenAPI document says so: every route here needs the session cookie.
    scope.addHook("onRoute", (route) => {
      route.schema = { ...route.schema, security: ADMIN_SESSION_SECURITY };
    });
    await scope.register(adminLogoutRoutes, { ctx });
    await scope.register(adminMfaRoutes, { ctx });
    await scope.register(adminNoticeRoutes, { ctx });
    await scope.register(adminCommentRoutes, { ctx });
    await scope.register(newsletterAdminRoutes, { ctx });
    await scope.register(queueRoutes, { ctx });
    await scope.register(moderationLaneRoutes, { ctx });
    await scope.register(queueAlertRoutes, { ctx });
    await scope.register(watchWordRoutes, { ctx });
    await scope.register(screenRoutes, { ctx });
    await scope.register(synonymRoutes, { ctx });
    await scope.register(synonymProposalRoutes, { ctx });
    await scope.register(auditRoutes, { ctx });
    await scope.register(contactAdminRoutes, { ctx });
    await scope.register(conversationAdminRoutes, { ctx });
    await scope.register(analyticsRoutes, { ctx });
    await scope.register(backupAdminRoutes, { ctx });
    await scope.register(teamRoutes, { ctx });
  });
};
