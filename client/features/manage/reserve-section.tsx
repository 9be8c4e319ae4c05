import type { ManagedNotice } from "@common/manage-schemas";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { api, call } from "@/lib/api";
import { errorMessage } from "@/lib/api-client";
import { useManageMutation } from "./use-managed-notice-query";

/** POST (mark) or DELETE (undo) /api/manage/{token}/reserve. */
function useReserveNoticeMutation(token: string) {
  return useManageMutation(token, (reserved: boolean) => {
    const options = { params: { path: { token } } };
    return call(
      reserved
        ? api.POST("/api/manage/{token}/reserve", options)
        : api.DELETE("/api/manage/{token}/reserve", options),
    );
  });
}

/** Reserved (issue 35): a live notice stays listed and contactable while the poster arranges a collection. */
export function ReserveSection({ token, notice }: { token: string; notice: ManagedNotice }) {
  const reserve = useReserveNoticeMutation(token);
  const reserved = notice.reservedAt !== null;
  const press = () =>
    reserve.mutate(!reserved, {
      onSuccess: (saved) => toast({ title: saved.reservedAt ? "Marked as reserved" : "No longer reserved" }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Failed", description: errorMessage(error) }),
    });
  return (
    <section aria-labelledby="manage-reserve" className="space-y-2 rounded-lg border p-4">
      <h2 id="manage-reserve" className="text-lg font-semibold">
        Reserved
      </h2>
      <p className="text-muted-foreground">
        {reserved
          ? "Your notice shows a Reserved badge. It stays listed and people can still contact you."
          : "Arranging a collection? Mark the notice Reserved: it stays listed, with a Reserved badge."}
      </p>
      <Button variant="outline" onClick={press} disabled={reserve.isPending}>
        {reserved ? "Remove Reserved" : "Mark as Reserved"}
      </Button>
    </section>
  );
}
