import { useParams } from "wouter";
import { ConfirmByButtonCard } from "@/features/newsletter/confirm-by-button-card";
import { useConfirmSubscriptionMutation } from "@/features/newsletter/use-confirm-subscription-mutation";
import { plainHead } from "@common/page-heads";
import { definePage } from "./page-module";

/** /subscribe/confirm/:token: confirms by a button press, so a mail scanner opening the link confirms nothing. */
export function SubscribeConfirmPage() {
  const { token = "" } = useParams<{ token: string }>();
  return (
    <ConfirmByButtonCard
      token={token}
      confirm={useConfirmSubscriptionMutation()}
      texts={{
        title: "Confirm your subscription",
        intro: "Press the button to start receiving new notices from Shropshire Noticeboard by e-mail.",
        button: "Confirm my subscription",
        confirmedTitle: "Subscription confirmed",
        confirmed: ({ email }) =>
          `Thank you. From now on we e-mail ${email} the new notices matching your choice. Every e-mail has a link to change your choice or unsubscribe.`,
        next: ({ manageToken }) => ({ href: `/subscription/${manageToken}`, label: "Change your choices" }),
        failed:
          "This confirmation link is invalid or has already been used. Links we never hear back about are deleted after 7 days: you can subscribe again at the bottom of any page.",
      }}
    />
  );
}

export const page = definePage({
  name: "subscribeConfirm",
  path: "/subscribe/confirm/:token",
  kind: "action",
  secret: true,
  head: plainHead("Confirm your subscription"),
  component: SubscribeConfirmPage,
});
