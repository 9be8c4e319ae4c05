import { useIsAdmin } from "@/features/team/admin-role";
import { AssistRulesPanel } from "./assist-rules-form";
import { ScreenLearnedPanel } from "./screen-learned-panel";
import { ScreenListsPanel } from "./screen-lists-panel";

/**
 * The "Spam screen" tab (issue 36): what the screen learned from the team's decisions, for every moderator; the lists
 * and the hold rules for admins only (the server refuses a moderator's request anyway).
 */
export function SpamScreenTab() {
  const isAdmin = useIsAdmin();
  return (
    <div className="space-y-6">
      <ScreenLearnedPanel />
      {isAdmin && <AssistRulesPanel />}
      {isAdmin && <ScreenListsPanel />}
    </div>
  );
}
