import { useEffect } from "react";
import { useLocation } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { AdminDashboard } from "@/features/admin-dashboard/admin-dashboard";
import { useCheckAuthQuery } from "@/features/admin-auth/use-check-auth-query";
import { removeAdminQueries } from "@/features/admin-auth/admin-session";
import { useSignedOutWatch } from "@/features/team/use-signed-out-watch";
import { setAdminHint } from "@/lib/admin-hint";
import { useQueryClient } from "@tanstack/react-query";
import { plainHead } from "@common/page-heads";
import { definePage } from "../page-module";

/**
 * /admin/dashboard. The auth check runs on load; when it fails — the server unreachable or any non-2xx answer, such as
 * an expired session's 401 — the moderator is told and sent to /admin. When a call of the open dashboard answers 401
 * (the session ended: removed from the team, timed out), the moderator is told they are signed out and sent there too.
 */
export function AdminDashboardPage() {
  const [, navigate] = useLocation();
  const auth = useCheckAuthQuery();
  const queryClient = useQueryClient();
  useSignedOutWatch(() => {
    setAdminHint(false);
    removeAdminQueries(queryClient);
    toast({
      variant: "destructive",
      title: "Signed out",
      description: "Your session has ended. Please sign in again.",
    });
    navigate("/admin");
  });

  useEffect(() => {
    if (!auth.isError) return;
    toast({
      variant: "destructive",
      title: "Authentication required",
      description: "Please log in to access the admin dashboard",
    });
    navigate("/admin");
  }, [auth.isError, navigate]);

  if (!auth.isSuccess) {
    return (
      <div className="container mx-auto space-y-4 px-4 py-8" aria-busy="true">
        <span className="sr-only">Checking your session…</span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  return (
    <AdminDashboard
      username={auth.data.username}
      role={auth.data.role}
      mfaEnabled={auth.data.mfaEnabled}
      mfaSetupRequired={auth.data.mfaSetupRequired}
    />
  );
}

export const page = definePage({
  name: "adminDashboard",
  path: "/admin/dashboard",
  kind: "admin",
  head: plainHead("Admin Dashboard"),
  component: AdminDashboardPage,
});
