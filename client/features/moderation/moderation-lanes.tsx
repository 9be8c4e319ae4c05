import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { api, call } from "@/lib/api";
import { errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { showUndoToast } from "./undo-toast";

/** Under the queue's family, so every queue refresh refreshes the lanes too. */
const laneKeys = {
  spam: [...queryKeys.admin.queue, "spam"] as const,
  wentLive: [...queryKeys.admin.queue, "went-live"] as const,
  trust: [...queryKeys.admin.all, "trust-settings"] as const,
};

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });

const onError = (title: string) => (error: unknown) =>
  toast({ variant: "destructive", title, description: errorMessage(error) });

/** "Likely spam": notices held instead of queued, each with why; released to the queue or left to be rejected. */
export function LikelySpamPanel() {
  const queryClient = useQueryClient();
  const lane = useQuery({
    queryKey: laneKeys.spam,
    queryFn: () => call(api.GET("/api/admin/queue/spam")),
  });
  const release = useMutation({
    mutationFn: (id: number) =>
      call(api.POST("/api/admin/queue/spam/{id}/release", { params: { path: { id: String(id) } } })),
    onSuccess: (notice) => {
      toast({ title: "Released to the queue", description: notice.title });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.queue });
    },
    onError: onError("Not released"),
  });
  const total = lane.data?.total ?? 0;

  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">Likely spam ({total})</summary>
      <p className="mt-2 text-sm text-muted-foreground">
        Held here instead of the queue and never shown in public. Untouched, each is rejected as spam after 7
        days, without a mail.
      </p>
      {lane.isError && <p role="alert">Could not load the Likely spam lane: {errorMessage(lane.error)}</p>}
      {lane.data && lane.data.items.length === 0 && <p className="mt-2 text-sm">Nothing held.</p>}
      <ul className="mt-3 space-y-3" aria-label="Likely spam">
        {lane.data?.items.map((item) => (
          <li key={item.notice.id} className="space-y-2 rounded-md border p-3">
            <h3 className="font-semibold break-words">{item.notice.title}</h3>
            <p className="text-sm break-words whitespace-pre-line">{item.notice.description}</p>
            <p className="text-sm text-muted-foreground">
              From {item.notice.contactEmail}, held {when(item.heldAt)}; rejected {when(item.rejectsAt)}{" "}
              unless released. Score {item.score}.
            </p>
            <ul className="flex flex-wrap gap-1" aria-label="Why it is held">
              {item.reasons.map((r) => (
                <li key={`${r.kind}:${r.label}`}>
                  <Badge variant="outline">
                    {r.label} (+{r.weight})
                  </Badge>
                </li>
              ))}
            </ul>
            <Button
              variant="outline"
              onClick={() => release.mutate(item.notice.id)}
              disabled={release.isPending}
            >
              Release to the queue
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** "Went live without review": trusted posters' notices of the last 7 days, to check a sample; removable with undo. */
export function WentLivePanel() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: laneKeys.wentLive,
    queryFn: () => call(api.GET("/api/admin/queue/went-live")),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.admin.queue });
  const remove = useMutation({
    mutationFn: (id: number) =>
      call(
        api.POST("/api/admin/notices/{id}/remove-live", { params: { path: { id: String(id) } }, body: null }),
      ),
    onSuccess: (notice) => {
      refresh();
      showUndoToast({
        title: "Removed",
        description: `"${notice.title}" is off the board and its poster is no longer trusted.`,
        undone: `"${notice.title}" is live again.`,
        undo: async () => {
          await call(
            api.POST("/api/admin/notices/{id}/undo", { params: { path: { id: String(notice.id) } } }),
          );
          refresh();
        },
      });
    },
    onError: onError("Not removed"),
  });
  const items = list.data?.items ?? [];

  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">Went live without review ({items.length})</summary>
      <p className="mt-2 text-sm text-muted-foreground">
        Trusted posters&apos; notices of the last 7 days. Removing one ends its poster&apos;s trust.
      </p>
      {list.isError && <p role="alert">Could not load the list: {errorMessage(list.error)}</p>}
      {list.data && items.length === 0 && <p className="mt-2 text-sm">None in the last 7 days.</p>}
      <ul className="mt-3 space-y-2" aria-label="Went live without review">
        {items.map(({ notice, wentLiveAt }) => (
          <li
            key={notice.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
          >
            <div className="min-w-0">
              <h3 className="font-semibold break-words">{notice.title}</h3>
              <p className="text-sm text-muted-foreground">
                {notice.contactEmail}, live {when(wentLiveAt)}
                {notice.status !== "active" && ` (now ${notice.status})`}
              </p>
            </div>
            {notice.status === "active" && (
              <Button
                variant="destructive"
                aria-label={`Remove ${notice.title}`}
                onClick={() => remove.mutate(notice.id)}
                disabled={remove.isPending}
              >
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The trusted-poster rule (admins only: a moderator's request is refused, and the panel is not shown). */
export function TrustSettingsPanel() {
  const settings = useQuery({
    queryKey: laneKeys.trust,
    queryFn: () => call(api.GET("/api/admin/settings/trust")),
    retry: false,
  });
  if (!settings.data) return null;
  return <TrustSettingsForm initial={settings.data} />;
}

function TrustSettingsForm({ initial }: { initial: { enabled: boolean; threshold: number } }) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [threshold, setThreshold] = useState(String(initial.threshold));
  const save = useMutation({
    mutationFn: () =>
      call(api.PUT("/api/admin/settings/trust", { body: { enabled, threshold: Number(threshold) } })),
    onSuccess: (saved) => {
      queryClient.setQueryData(laneKeys.trust, saved);
      toast({ title: "Trusted posters saved" });
    },
    onError: onError("Not saved"),
  });

  return (
    <details className="rounded-md border p-3">
      <summary className="cursor-pointer font-medium">Trusted posters</summary>
      <form
        className="mt-3 flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          Trusted posters&apos; notices go live at once
        </label>
        <div className="space-y-1">
          <Label htmlFor="trust-threshold">Approved notices to be trusted</Label>
          <Input
            id="trust-threshold"
            type="number"
            min={1}
            max={50}
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
            className="w-24"
          />
        </div>
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
      </form>
    </details>
  );
}
