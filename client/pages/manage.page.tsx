import { useState } from "react";
import { Link, useParams } from "wouter";
import { CheckCircle2, XCircle } from "lucide-react";
import { noticePath } from "@common/slug";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { DeleteSection, RenewSection } from "@/features/manage/manage-actions";
import { CloseSection, ReopenSection } from "@/features/manage/close-section";
import { ReserveSection } from "@/features/manage/reserve-section";
import { ManageEditForm } from "@/features/manage/manage-edit-form";
import { ManageStatus, PendingEditNote } from "@/features/manage/manage-status";
import { useManagedNoticeQuery } from "@/features/manage/use-managed-notice-query";
import { plainHead } from "@common/page-heads";
import { definePage } from "./page-module";

function Message({ title, text, ok = false }: { title: string; text: string; ok?: boolean }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <div className="flex w-full justify-center px-4 py-16">
      <Card className="w-full max-w-md text-center">
        <CardContent className="space-y-4 pt-6">
          <Icon className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-muted-foreground">{text}</p>
          <Button asChild>
            <Link href="/">Return to Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** /manage/:token — the poster's own notice, from the link in any mail about it. Opening it changes nothing. */
export function ManagePage() {
  const { token = "" } = useParams<{ token: string }>();
  const query = useManagedNoticeQuery(token);
  const [editing, setEditing] = useState(false);
  const [deleted, setDeleted] = useState(false);

  if (deleted)
    return (
      <Message ok title="Notice deleted" text="Your notice has been deleted from Shropshire Noticeboard." />
    );
  if (query.isError) {
    const lapsed = query.error instanceof ApiError && query.error.status === 410;
    return lapsed ? (
      <Message
        title="Link expired"
        text="This manage link has expired: it works until 30 days after a notice ends."
      />
    ) : (
      <Message
        title="Link not valid"
        text="This manage link is not valid. It may have been replaced or withdrawn."
      />
    );
  }
  const notice = query.data;
  if (!notice)
    return (
      <div className="container mx-auto px-4 py-8" role="status">
        <span className="sr-only">Loading…</span>
        <div className="h-8 w-2/3 animate-pulse rounded-md bg-muted" />
      </div>
    );

  return (
    <div className="container mx-auto max-w-2xl space-y-6 px-4 py-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">Manage your notice</h1>
        <p className="text-xl font-medium break-words">{notice.title}</p>
        {notice.state === "live" && (
          <Link
            href={noticePath(notice.id, notice.title)}
            className="text-primary underline underline-offset-4"
          >
            View your notice
          </Link>
        )}
      </div>
      {notice.actions.renew && <RenewSection token={token} notice={notice} />}
      <ManageStatus notice={notice} />
      {notice.pendingEdit && <PendingEditNote edit={notice.pendingEdit} />}
      {notice.actions.edit && (
        <section aria-labelledby="manage-edit" className="space-y-2">
          <h2 id="manage-edit" className="text-lg font-semibold">
            Correct your notice
          </h2>
          {editing ? (
            <ManageEditForm token={token} notice={notice} onDone={() => setEditing(false)} />
          ) : (
            <Button variant="outline" onClick={() => setEditing(true)}>
              Edit notice
            </Button>
          )}
        </section>
      )}
      {notice.actions.close && <ReserveSection token={token} notice={notice} />}
      {notice.actions.close && <CloseSection token={token} notice={notice} />}
      {notice.actions.reopen && <ReopenSection token={token} notice={notice} />}
      {notice.actions.delete && (
        <DeleteSection token={token} notice={notice} onDeleted={() => setDeleted(true)} />
      )}
    </div>
  );
}

export const page = definePage({
  name: "manage",
  path: "/manage/:token",
  kind: "action",
  secret: true,
  head: plainHead("Manage your notice"),
  component: ManagePage,
});
