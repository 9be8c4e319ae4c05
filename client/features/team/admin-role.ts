import { createContext, useContext } from "react";
import type { AdminRole } from "@common/team-schemas";

/**
 * The signed-in account's role, given by the dashboard from check-auth: a moderator is never shown what only an admin
 * may use (the server refuses it anyway, 403). Outside a dashboard it is "admin", so nothing is hidden by default.
 */
export const AdminRoleContext = createContext<AdminRole>("admin");

export const useIsAdmin = () => useContext(AdminRoleContext) === "admin";
