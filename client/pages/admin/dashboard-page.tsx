import { useEffect } from "react";
import { useLocation } from "wouter";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { AdminDashboard } from "@/features/admin-dashboard/admin-dashboard";
import { useCheckAuthQuery } from "@/features/admin-auth/use-check-auth-query";

/**
 * /admin/dashboard. The auth check runs on load; when it fails — the server unreachable or any non-2xx answer, such as
 * an expired session's 401 — the moderator is told and sent to /admin.
 */
export function AdminDashboardPage() {
  const [, navigate] = useLocation();
  const auth = useCheckAuthQuery();
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
      mfaEnabled={auth.data.mfaEnabled}
      mfaSetupRequired={auth.data.mfaSetupRequired}
    />
  );
}
