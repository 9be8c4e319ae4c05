import { useId } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "wouter";
import { MessageSquare, XCircle } from "lucide-react";
import { z } from "zod";
import { zodResolver } from "@/lib/zod-resolver";
import { formatDate } from "@common/format";
import { noticePath } from "@common/slug";
import { NOTICE_STATUS_LABELS } from "@common/statuses";
import {
  ConversationMessageInputSchema,
  ConversationReportInputSchema,
  type ConversationAnswer,
} from "@common/conversation-schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import {
  useConversationQuery,
  useConversationReplyMutation,
  useConversationReportMutation,
  useConversationReserveMutation,
} from "@/features/conversation/use-conversation";
import { plainHead } from "@common/page-heads";
import { definePage } from "./page-module";
import { Field } from "@/components/ui/field";

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex w-full justify-center px-4 py-16">
      <Card className="w-full max-w-md text-center">
        <CardContent className="space-y-4 pt-6">
          <XCircle className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden="true" />
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

function Thread({ conversation }: { conversation: ConversationAnswer }) {
  return (
    <section aria-labelledby="conversation-thread" className="space-y-3">
      <h2 id="conversation-thread" className="text-lg font-semibold">
        Messages
      </h2>
      <ol className="space-y-3">
        {conversation.messages.map((m, i) => (
          <li key={i} className={`rounded-lg border p-3 ${m.mine ? "ml-6 bg-muted" : "mr-6 bg-background"}`}>
            <p className="text-sm font-semibold">
              <span>{m.mine ? "You" : conversation.otherName}</span>{" "}
              <span className="font-normal text-muted-foreground">{formatDate(m.sentAt)}</span>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words">{m.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const ReplySchema = ConversationMessageInputSchema;
type Reply = z.infer<typeof ReplySchema>;

function ReplyForm({ token }: { token: string }) {
  const form = useForm<Reply>({ resolver: zodResolver(ReplySchema), defaultValues: { body: "" } });
  const send = useConversationReplyMutation(token);
  const error = form.formState.errors.body?.message;
  const submit = form.handleSubmit(({ body }) =>
    send.mutate(body, {
      onSuccess: () => {
        toast({ title: "Message sent" });
        form.reset();
      },
      onError: (err) => {
        setServerFieldErrors(form, err);
        toast({ variant: "destructive", title: "Failed to send message", description: errorMessage(err) });
      },
    }),
  );
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-2"
      aria-labelledby="conversation-reply"
    >
      <h2 id="conversation-reply" className="text-lg font-semibold">
        Reply
      </h2>
      <Field id="conversation-body" label="Your message" error={error}>
        <Textarea rows={5} {...form.register("body")} />
      </Field>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}

type Report = z.infer<typeof ConversationReportInputSchema>;

function ReportForm({ token }: { token: string }) {
  const form = useForm<Report>({
    resolver: zodResolver(ConversationReportInputSchema),
    defaultValues: { reason: "" },
  });
  const report = useConversationReportMutation(token);
  const error = form.formState.errors.reason?.message;
  const headingId = useId();
  const submit = form.handleSubmit(({ reason }) =>
    report.mutate(reason, {
      onError: (err) => {
        setServerFieldErrors(form, err);
        toast({ variant: "destructive", title: "Failed to send report", description: errorMessage(err) });
      },
    }),
  );
  return (
    <section id="report" aria-labelledby={headingId} className="space-y-2 rounded-lg border p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        Report this conversation
      </h2>
      {report.isSuccess ? (
        <p role="status">{report.data.message}</p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="space-y-2">
          <p className="text-muted-foreground">
            A moderator reads it; until then nothing is delivered either way.
          </p>
          <Field id="conversation-report-reason" label="Reason" error={error}>
            <Textarea rows={3} {...form.register("reason")} />
          </Field>
          <Button type="submit" variant="outline" disabled={report.isPending}>
            Report this conversation
          </Button>
        </form>
      )}
    </section>
  );
}

function ReserveButton({ token, conversation }: { token: string; conversation: ConversationAnswer }) {
  const reserve = useConversationReserveMutation(token);
  const reserved = conversation.notice.reservedAt !== null;
  const press = () =>
    reserve.mutate(!reserved, {
      onSuccess: (answer) =>
        toast({ title: answer.notice.reservedAt ? "Marked as reserved" : "No longer reserved" }),
      onError: (err) => toast({ variant: "destructive", title: "Failed", description: errorMessage(err) }),
    });
  return (
    <Button variant="outline" onClick={press} disabled={reserve.isPending}>
      {reserved ? "Remove Reserved" : "Mark as Reserved"}
    </Button>
  );
}

/**
 * /conversation/:token — one side's private page of a conversation through the board (issue 35): the notice, the
 * thread oldest first, a reply box and Report this conversation. Neither side's address is ever on it.
 */
export function ConversationPage() {
  const { token = "" } = useParams<{ token: string }>();
  const query = useConversationQuery(token);
  if (query.isError) {
    const ended = query.error instanceof ApiError && query.error.status === 410;
    return ended ? (
      <Message
        title="This conversation has ended"
        text="The notice it was about has closed, expired or been removed, so no more messages can be sent."
      />
    ) : (
      <Message title="Link not valid" text="This conversation link is not valid." />
    );
  }
  const conversation = query.data;
  if (!conversation)
    return (
      <div className="container mx-auto px-4 py-8" role="status">
        <span className="sr-only">Loading…</span>
      </div>
    );
  const { notice } = conversation;
  return (
    <div className="container mx-auto max-w-2xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <MessageSquare className="h-6 w-6 shrink-0" aria-hidden="true" />
          Your conversation
        </h1>
        <p className="break-words">
          About{" "}
          <Link href={noticePath(notice.id, notice.title)} className="font-medium underline">
            {notice.title}
          </Link>{" "}
          <Badge variant="secondary">{NOTICE_STATUS_LABELS[notice.status]}</Badge>{" "}
          {notice.reservedAt && <Badge>Reserved</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          {conversation.side === "poster"
            ? "You are the poster. Messages go through the board: neither of you sees the other’s address."
            : "Messages go through the board: neither you nor the poster sees the other’s address."}
        </p>
        {conversation.side === "poster" && <ReserveButton token={token} conversation={conversation} />}
      </header>
      <Thread conversation={conversation} />
      <ReplyForm token={token} />
      <ReportForm token={token} />
    </div>
  );
}

export const page = definePage({
  name: "conversation",
  path: "/conversation/:token",
  kind: "action",
  secret: true,
  head: plainHead("Your conversation"),
  component: ConversationPage,
});
