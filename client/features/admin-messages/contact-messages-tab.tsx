import { useState } from "react";
import { formatRelativeTime } from "@common/format";
import { Button } from "@/components/ui/button";
import { AdminFilterBar } from "@/components/admin-filter-bar";
import { errorMessage } from "@/lib/api-client";
import { useBlockSenderMutation } from "./use-block-sender-mutation";
import { useContactMessagesQuery } from "./use-contact-messages-query";
import { ConversationsSection } from "./conversations-section";

/**
 * The Contact Messages tab: the relay's conversations (held messages with their reasons, reports; release, block,
 * resume), then every first message, newest first, searchable, with Block sender.
 */
export function ContactMessagesTab() {
  const [search, setSearch] = useState("");
  const messages = useContactMessagesQuery(search);
  const block = useBlockSenderMutation();
  const rows = messages.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section aria-labelledby="messages-heading" className="space-y-4">
      <h2 id="messages-heading" className="text-xl font-semibold">
        Contact Messages
      </h2>
      <ConversationsSection />
      <h3 className="text-lg font-semibold">First messages</h3>
      <AdminFilterBar
        search={{
          id: "message-search",
          label: "Search messages",
          placeholder: "Notice, sender or message",
          onSearch: setSearch,
        }}
      />
      {messages.isError && <p role="alert">Could not load messages: {errorMessage(messages.error)}</p>}
      <ul className="space-y-3" aria-label="Contact messages">
        {rows.map((m) => (
          <li key={m.id} className="space-y-2 rounded-md border p-3 text-sm">
            <p className="font-medium break-words">About &ldquo;{m.noticeTitle}&rdquo;</p>
            <p className="break-words text-muted-foreground">
              From {m.name} ({m.email}), {formatRelativeTime(m.createdAt)}
            </p>
            <p className="break-words whitespace-pre-line">{m.message}</p>
            {m.isSenderBlocked ? (
              <p className="text-muted-foreground">Sender blocked</p>
            ) : (
              <Button
                variant="outline"
                size="sm"
                disabled={block.isPending}
                onClick={() => block.mutate(m.email)}
                aria-label={`Block sender ${m.email}`}
              >
                Block sender
              </Button>
            )}
          </li>
        ))}
        {!messages.isPending && rows.length === 0 && (
          <li className="rounded-md border p-3 text-sm">No messages found.</li>
        )}
      </ul>
      {messages.hasNextPage && (
        <Button
          variant="outline"
          onClick={() => void messages.fetchNextPage()}
          disabled={messages.isFetchingNextPage}
        >
          Show older
        </Button>
      )}
    </section>
  );
}
