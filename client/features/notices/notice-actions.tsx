import { ExternalLink, Mail, MessageSquare } from "lucide-react";
import { externalLinkLabel } from "@common/categories";
import { Button } from "@/components/ui/button";
import { openIslandOf } from "@/islands";
import { FeatureNoticeButton } from "@/features/payments/feature-notice-button";
import { NoScriptContact } from "@/features/contact/no-script-contact";
import type { PublicNotice } from "@common/notice-types";

/**
 * The one main action (product-spec.md §2): a discussion's "Reply to discussion"; else the external link, labelled by
 * category; else "Contact about this notice". "Feature this notice" sits beside it (it decides whether to show).
 */
export function NoticeActions({ notice }: { notice: PublicNotice }) {
  let main;
  if (notice.category === "discussion") {
    main = (
      <>
        {/* An island without React (go-to-comments.ts): pressed on a sleeping page, it wakes only the comment form.
            Without JavaScript a link to the comments takes its place (data-js-only, client/index.html). */}
        <Button
          data-js-only
          data-island="reply-discussion"
          onClick={(event) => openIslandOf(event.currentTarget)}
        >
          <MessageSquare aria-hidden="true" />
          Reply to discussion
        </Button>
        <noscript>
          <Button asChild>
            <a href="#comments">
              <MessageSquare aria-hidden="true" />
              Reply to discussion
            </a>
          </Button>
        </noscript>
      </>
    );
  } else if (notice.externalLink) {
    main = (
      <Button asChild>
        <a href={notice.externalLink} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          {externalLinkLabel(notice.category)}
        </a>
      </Button>
    );
  } else {
    // Without JavaScript the dialog cannot open: the form below (in a <noscript>) takes the button's place.
    main = (
      // The island's trigger (lib/wake-on-press.ts): a press on a sleeping page opens it by boot.ts.
      <Button
        data-js-only
        data-island="contact"
        data-notice-id={notice.id}
        data-notice-title={notice.title}
        onClick={(event) => openIslandOf(event.currentTarget)}
      >
        <Mail aria-hidden="true" />
        Contact about this notice
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      {main}
      <FeatureNoticeButton
        notice={{
          id: notice.id,
          title: notice.title,
          category: notice.category,
          isFeatured: notice.isFeatured,
          status: notice.status,
          expiresAt: notice.expiresAt,
        }}
      />
      {!notice.externalLink && notice.category !== "discussion" && <NoScriptContact notice={notice} />}
    </div>
  );
}
