import { useState } from "react";
import { useLocation } from "wouter";
import { Home, LogOut } from "lucide-react";
import { ScrollFades, useScrollHints } from "@/components/scroll-hints";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AnalyticsTab } from "@/features/admin-analytics/analytics-tab";
import { CommentsTab } from "@/features/admin-comments/comments-tab";
import { HistoryTab } from "@/features/admin-history/history-tab";
import { SpamScreenTab } from "@/features/admin-screen/spam-screen-tab";
import { ContactMessagesTab } from "@/features/admin-messages/contact-messages-tab";
import { MfaBanner } from "@/features/admin-auth/mfa-banner";
import { ReviewQueueTab } from "@/features/moderation/review-queue-tab";
import { useReviewQueueQuery } from "@/features/moderation/use-review-queue-query";
import { AdminRoleContext } from "@/features/team/admin-role";
import { TeamTab } from "@/features/team/team-tab";
import type { AdminRole } from "@common/team-schemas";
import { QueueAlertsCard } from "@/features/queue-alerts/queue-alerts-card";
import { BackupCard } from "./backup-card";
import { LoginFailuresNotice } from "@/features/admin-auth/login-failures-notice";
import { NewsletterStats } from "./newsletter-stats";
import { NoticesTab } from "@/features/moderation/notices-tab";
import { useLogoutMutation } from "@/features/admin-auth/use-logout-mutation";

interface Props {
  username: string;
  /** A moderator sees only what they may use: no newsletter, backups, analytics or team. */
  role: AdminRole;
  mfaEnabled: boolean;
  /** ADMIN_REQUIRE_MFA and not enrolled: only the banner, since every other admin call would answer 403. */
  mfaSetupRequired: boolean;
}

/**
 * The header (Home, Logout), the failed sign-in attempts since the last sign-in (if any), a banner asking an admin
 * without two-factor sign-in to set it up, the tabs: Review queue (first), Notices, Comments, Contact Messages, Spam
 * screen, Analytics, History, Team (Analytics and Team: admins only; the spam screen's lists and rules too), then the newsletter, backup and queue-alert cards.
 */
export function AdminDashboard({ username, role, mfaEnabled, mfaSetupRequired }: Props) {
  const [, navigate] = useLocation();
  const logout = useLogoutMutation(() => navigate("/admin"));

  const isAdmin = role === "admin";
  return (
    <AdminRoleContext.Provider value={role}>
      <div className="container mx-auto space-y-6 px-4 py-6 sm:py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
            <p className="text-sm text-muted-foreground">Signed in as {username}</p>
          </div>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => navigate("/")}>
              <Home aria-hidden="true" />
              Home
            </Button>
            <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </div>
        <LoginFailuresNotice />
        {!mfaEnabled && <MfaBanner required={mfaSetupRequired} />}
        {/* The work first: on a phone the queue would otherwise start three screens down, under the cards. */}
        {!mfaSetupRequired && <DashboardTabs username={username} isAdmin={isAdmin} />}
        {!mfaSetupRequired && isAdmin && <NewsletterStats />}
        {!mfaSetupRequired && isAdmin && <BackupCard />}
        {!mfaSetupRequired && <QueueAlertsCard />}
      </div>
    </AdminRoleContext.Provider>
  );
}

function DashboardTabs({ username, isAdmin }: { username: string; isAdmin: boolean }) {
  const queue = useReviewQueueQuery();
  // The queue tab reports what is left as the moderator works; before it has, the server's count.
  const [remaining, setRemaining] = useState<number | null>(null);
  const queueCount = remaining ?? queue.data?.pages[0]?.total;
  const [tab, setTab] = useState("queue");
  const { ref, more } = useScrollHints<HTMLDivElement>(tab, '[role="tab"][aria-selected="true"]');
  return (
    <Tabs value={tab} onValueChange={setTab} className="space-y-4">
      {/* One row at any width: on a phone the row scrolls sideways (a fade shows which side has more tabs). */}
      <div className="relative -mx-4">
        <div ref={ref} className="overflow-x-auto px-4">
          <TabsList className="w-max justify-start">
            <TabsTrigger value="queue">
              Review queue{queueCount === undefined ? "" : ` (${queueCount})`}
            </TabsTrigger>
            <TabsTrigger value="notices">Notices</TabsTrigger>
            <TabsTrigger value="comments">Comments</TabsTrigger>
            <TabsTrigger value="messages">Contact Messages</TabsTrigger>
            <TabsTrigger value="screen">Spam screen</TabsTrigger>
            {isAdmin && <TabsTrigger value="analytics">Analytics</TabsTrigger>}
            <TabsTrigger value="history">History</TabsTrigger>
            {isAdmin && <TabsTrigger value="team">Team</TabsTrigger>}
          </TabsList>
        </div>
        <ScrollFades more={more} />
      </div>
      <TabsContent value="queue">
        <ReviewQueueTab onRemaining={setRemaining} />
      </TabsContent>
      <TabsContent value="notices">
        <NoticesTab />
      </TabsContent>
      <TabsContent value="comments">
        <CommentsTab />
      </TabsContent>
      <TabsContent value="messages">
        <ContactMessagesTab />
      </TabsContent>
      <TabsContent value="screen">
        <SpamScreenTab />
      </TabsContent>
      {isAdmin && (
        <TabsContent value="analytics">
          <AnalyticsTab />
        </TabsContent>
      )}
      <TabsContent value="history">
        <HistoryTab />
      </TabsContent>
      {isAdmin && (
        <TabsContent value="team">
          <TeamTab username={username} />
        </TabsContent>
      )}
    </Tabs>
  );
}
