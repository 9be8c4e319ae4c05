import { useState } from "react";
import { Link, useParams } from "wouter";
import { countOf, formatDate } from "@common/format";
import type { MyDataDeleted } from "@common/manage-schemas";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { EmailLinkForm } from "@/features/my-data/email-link-form";
import { useDeleteMyDataMutation } from "@/features/my-data/use-delete-my-data-mutation";
import { useMyDataQuery } from "@/features/my-data/use-my-data-query";
import { plainHead } from "@common/page-heads";
import { definePage } from "./page-module";

/** /my-data — ask for a link to see and delete everything held about an address (UK GDPR, right to erasure). */
export function MyDataRequestPage() {
  return (
    <div className="container mx-auto max-w-xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">See and delete your data</h1>
      <p className="text-muted-foreground">
        Enter the email address you used on Shropshire Noticeboard. We will e-mail it a link, valid for 1
        hour, to a page listing every notice, comment, message and newsletter subscription tied to it, where
        one button deletes them all.
      </p>
      <EmailLinkForm url="/api/my-data" submitLabel="Email me a link" />
    </div>
  );
}

function Group({
  title,
  items,
}: {
  title: string;
  items: { key: number | string; text: string; date: string }[];
}) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">
        {title} ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground">None.</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {items.map((item) => (
            <li key={item.key} className="break-words">
              {item.text} <span className="text-muted-foreground">({formatDate(item.date)})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /my-data/:token — everything tied to the address, and one button that deletes it all. */
export function MyDataPage() {
  const { token = "" } = useParams<{ token: string }>();
  const data = useMyDataQuery(token);
  const [deleted, setDeleted] = useState<MyDataDeleted | null>(null);
  const erase = useDeleteMyDataMutation(token);
  const eraseAll = () =>
    erase.mutate(undefined, {
      onSuccess: (counts) => {
        setDeleted(counts);
        toast({ title: "Your data has been deleted" });
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Failed to delete your data",
          description: errorMessage(error),
        }),
    });

  let body: React.ReactNode;
  if (deleted) {
    body = (
      <p role="status">
        Everything we held about your address has been deleted: {countOf(deleted.notices, "notice")},{" "}
        {countOf(deleted.comments, "comment")}, {countOf(deleted.contactMessages, "message")} and{" "}
        {countOf(deleted.subscriptions, "subscription")}.
      </p>
    );
  } else if (data.isError) {
    const expired = data.error instanceof ApiError && data.error.status === 410;
    body = (
      <>
        <p>{expired ? "This link has expired." : "This link is not valid or has already been used."}</p>
        <Button asChild>
          <Link href="/my-data">Ask for a new link</Link>
        </Button>
      </>
    );
  } else if (!data.data) {
    body = <p role="status">Loading…</p>;
  } else {
    const d = data.data;
    body = (
      <>
        <p>
          Everything Shropshire Noticeboard holds about{" "}
          <span className="font-medium break-all">{d.email}</span>:
        </p>
        <Group
          title="Notices"
          items={d.notices.map((n) => ({ key: n.id, text: n.title, date: n.createdAt }))}
        />
        <Group
          title="Comments"
          items={d.comments.map((c) => ({
            key: c.id,
            text: `On "${c.noticeTitle}": ${c.content}`,
            date: c.createdAt,
          }))}
        />
        <Group
          title="Messages to posters"
          items={d.contactMessages.map((m) => ({
            key: m.id,
            text: `About "${m.noticeTitle}": ${m.message}`,
            date: m.createdAt,
          }))}
        />
        <Group
          title="Newsletter subscriptions"
          items={d.subscriptions.map((s) => ({ key: s.email, text: s.email, date: s.createdAt }))}
        />
        <Group
          title="Saved-search alerts"
          items={d.savedSearches.map((a) => ({ key: a.id, text: a.description, date: a.createdAt }))}
        />
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" disabled={erase.isPending}>
              Delete all my data
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete all your data?</AlertDialogTitle>
              <AlertDialogDescription>
                Every notice (with its images, comments and messages), comment, message and subscription
                listed here will be permanently deleted. This action cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={eraseAll}>
                Delete everything
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </>
    );
  }
  return (
    <div className="container mx-auto max-w-2xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Your data</h1>
      {body}
    </div>
  );
}

export const requestPage = definePage({
  name: "myDataRequest",
  path: "/my-data",
  kind: "action",
  head: plainHead("Your data"),
  component: MyDataRequestPage,
});

export const page = definePage({
  name: "myData",
  path: "/my-data/:token",
  kind: "action",
  secret: true,
  head: plainHead("Your data"),
  component: MyDataPage,
});
