import {
  AdminMfaCodeSchema,
  AdminMfaSetupSchema,
  AdminRecoveryCodesSchema,
} from "../../common/admin-mfa-schemas";
import { errorAnswers } from "../../common/api-answer-schemas";
import type { RoutePlugin } from "../context";
import { beginMfaEnrolment, confirmMfaEnrolment } from "./admin-mfa-service";

const errors = errorAnswers(400, 401, 403, 409);

/**
 * Two-factor enrolment from the dashboard, inside the authenticated scope and open to an admin who must still enrol
 * (ADMIN_REQUIRE_MFA). The secret is answered once, by setup; nothing ever answers it again.
 */
export const adminMfaRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    "/api/admin/mfa/setup",
    { config: { openBeforeMfa: true }, schema: { response: { 200: AdminMfaSetupSchema, ...errors } } },
    async (request) => beginMfaEnrolment(ctx, request.admin!.adminId),
  );

  app.post(
    "/api/admin/mfa/enable",
    {
      config: { openBeforeMfa: true },
      schema: { body: AdminMfaCodeSchema, response: { 200: AdminRecoveryCodesSchema, ...errors } },
    },
    async (request) => {
      const recoveryCodes = await confirmMfaEnrolment(ctx, request.admin!.adminId, request.body.code);
      request.log.info({ adminId: request.admin!.adminId }, "admin turned on two-factor sign-in");
      return { recoveryCodes };
    },
  );
};
