import { useParams } from "wouter";
import { describeSavedSearch } from "@common/saved-search-schemas";
import { ConfirmByButtonCard } from "@/features/newsletter/confirm-by-button-card";
import { useConfirmSavedSearchMutation } from "@/features/saved-searches/use-saved-search-mutations";
import { plainHead } from "@common/page-heads";
import { definePage } from "./page-module";

/** /alerts/confirm/:token: confirms an alert by a button press, so a mail scanner opening the link confirms nothing. */
export function AlertConfirmPage() {
  const { token = "" } = useParams<{ token: string }>();
  return (
    <ConfirmByButtonCard
      token={token}
      confirm={useConfirmSavedSearchMutation()}
      texts={{
        title: "Confirm your alert",
        intro:
          "Press the button to be e-mailed when a notice matching your search is posted on Shropshire Noticeboard.",
        button: "Confirm my alert",
        confirmedTitle: "Alert confirmed",
        confirmed: ({ email, savedSearch }) =>
          `Thank you. From now on we e-mail ${email} the new notices matching ${describeSavedSearch(savedSearch)}. Every alert e-mail has a link to stop it.`,
        next: ({ manageToken }) => ({ href: `/subscription/${manageToken}`, label: "See your alerts" }),
        failed:
          "This confirmation link is invalid or has already been used. Alerts we never hear back about are deleted after 7 days: you can save the search again from its results page.",
      }}
    />
  );
}

export const page = definePage({
  name: "alertConfirm",
  path: "/alerts/confirm/:token",
  kind: "action",
  secret: true,
  head: plainHead("Confirm your alert"),
  component: AlertConfirmPage,
});
