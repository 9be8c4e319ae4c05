/**
 * Generated from GET /api/openapi.json by `npm run gen:api` (openapi-typescript): do not edit. `npm run check`
 * fails when it drifts from the routes' schemas.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check the server and its database answer */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check the server is ready for traffic */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List live notices, filtered, searched and sorted */
        get: operations["getNotices"];
        put?: never;
        /** Post a notice (then confirmed by e-mail) */
        post: operations["postNotices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a posted notice from its e-mailed link */
        post: operations["postNoticesVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one live notice */
        get: operations["getNoticesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to a notice's poster */
        post: operations["postContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a conversation from one side's secret link */
        get: operations["getConversationsToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{token}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply in a conversation (screened before delivery) */
        post: operations["postConversationsTokenMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{token}/reserve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the conversation's notice Reserved (the poster's link) */
        post: operations["postConversationsTokenReserve"];
        /** Take the Reserved mark off (the poster's link) */
        delete: operations["deleteConversationsTokenReserve"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{token}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a conversation to the moderators (pauses it) */
        post: operations["postConversationsTokenReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe to the newsletter (confirmed by e-mail) */
        post: operations["postSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscribe/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a newsletter subscription */
        post: operations["postSubscribeConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a subscriber's choices */
        get: operations["getSubscriptionToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a subscriber's choices */
        patch: operations["patchSubscriptionToken"];
        trace?: never;
    };
    "/api/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe (also RFC 8058 one-click) */
        post: operations["postUnsubscribeToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a search to be alerted of new matches */
        post: operations["postSavedSearches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a saved search */
        post: operations["postSavedSearchesConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/{token}/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a subscriber's saved searches */
        get: operations["getSubscriptionTokenSavedSearches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription/{token}/saved-searches/{id}/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a saved search */
        post: operations["postSubscriptionTokenSavedSearchesIdRemove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pageview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count a page view */
        post: operations["postPageview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in as a moderator or admin */
        post: operations["postAdminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish signing in with a two-factor code */
        post: operations["postAdminLoginMfa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/check-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tell whether the session is signed in */
        get: operations["getAdminCheckAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the backup status and schedule */
        get: operations["getAdminBackups"];
        put?: never;
        /** Make a backup now (the backup token) */
        post: operations["postAdminBackups"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an invitation to the team */
        get: operations["getAdminInvitationsToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation to the team */
        post: operations["postAdminInvitationsTokenAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enrolment/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a mailed two-factor enrolment link */
        get: operations["getAdminEnrolmentToken"];
        put?: never;
        /** Use a mailed link to enrol two-factor sign-in */
        post: operations["postAdminEnrolmentToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login-failures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List recent failed sign-ins */
        get: operations["getAdminLoginFailures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out */
        post: operations["postAdminLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mfa/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start enrolling two-factor sign-in */
        post: operations["postAdminMfaSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mfa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish enrolling two-factor sign-in */
        post: operations["postAdminMfaEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the dashboard's counts */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search notices of every status */
        get: operations["getAdminNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a notice with its moderation details */
        get: operations["getAdminNoticesId"];
        put?: never;
        post?: never;
        /** Delete a notice */
        delete: operations["deleteAdminNoticesId"];
        options?: never;
        head?: never;
        /** Edit a notice */
        patch: operations["patchAdminNoticesId"];
        trace?: never;
    };
    "/api/admin/notices/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a notice's image */
        post: operations["postAdminNoticesIdImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notices/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Approve a pending notice */
        patch: operations["patchAdminNoticesIdApprove"];
        trace?: never;
    };
    "/api/admin/notices/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Reject a pending notice */
        patch: operations["patchAdminNoticesIdReject"];
        trace?: never;
    };
    "/api/admin/notices/{id}/toggle-feature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Feature a notice, or stop featuring it */
        patch: operations["patchAdminNoticesIdToggleFeature"];
        trace?: never;
    };
    "/api/admin/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List comments for moderation */
        get: operations["getAdminComments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a comment */
        delete: operations["deleteAdminCommentsId"];
        options?: never;
        head?: never;
        /** Approve or reject a comment */
        patch: operations["patchAdminCommentsId"];
        trace?: never;
    };
    "/api/admin/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the newsletter's figures and runs */
        get: operations["getAdminNewsletter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the review queue */
        get: operations["getAdminQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notices/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a decision on a notice */
        post: operations["postAdminNoticesIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/comments/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a decision on a comment */
        post: operations["postAdminCommentsIdUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queue/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo the last queue decision */
        post: operations["postAdminQueueUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notices/{id}/edit/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Publish a live notice's changes */
        patch: operations["patchAdminNoticesIdEditApprove"];
        trace?: never;
    };
    "/api/admin/notices/{id}/edit/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Keep the old version of an edited notice */
        patch: operations["patchAdminNoticesIdEditReject"];
        trace?: never;
    };
    "/api/admin/notices/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Decide on a notice's reports */
        patch: operations["patchAdminNoticesIdReports"];
        trace?: never;
    };
    "/api/admin/queue/spam": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List notices held as spam */
        get: operations["getAdminQueueSpam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queue/spam/{id}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a notice held as spam */
        post: operations["postAdminQueueSpamIdRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queue/went-live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List notices that went live without review */
        get: operations["getAdminQueueWentLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notices/{id}/remove-live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take down a live notice */
        post: operations["postAdminNoticesIdRemoveLive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/trust": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the trust settings */
        get: operations["getAdminSettingsTrust"];
        /** Change the trust settings */
        put: operations["putAdminSettingsTrust"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/alert-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read your queue-alert preferences */
        get: operations["getAdminAlertPreferences"];
        /** Change your queue-alert preferences */
        put: operations["putAdminAlertPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/watch-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List watched words */
        get: operations["getAdminWatchWords"];
        put?: never;
        /** Watch a word (block or flag) */
        post: operations["postAdminWatchWords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/watch-words/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop watching a word */
        delete: operations["deleteAdminWatchWordsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/screen/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the spam screen's word lists and allowed domains */
        get: operations["getAdminScreenLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/screen/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a phrase or domain to the spam screen's lists */
        post: operations["postAdminScreenTerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/screen/terms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a phrase or domain from the spam screen's lists */
        delete: operations["deleteAdminScreenTermsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/screen/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the spam screen's hold rules */
        get: operations["getAdminScreenRules"];
        /** Change the spam screen's hold rules */
        put: operations["putAdminScreenRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/screen/learned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read what the spam screen learned from decisions */
        get: operations["getAdminScreenLearned"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/screen/decisions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Forget one decision the spam screen learned from */
        delete: operations["deleteAdminScreenDecisionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/synonyms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List synonym groups */
        get: operations["getAdminSynonyms"];
        put?: never;
        /** Add a synonym group */
        post: operations["postAdminSynonyms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/synonyms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a synonym group */
        delete: operations["deleteAdminSynonymsId"];
        options?: never;
        head?: never;
        /** Change a synonym group */
        patch: operations["patchAdminSynonymsId"];
        trace?: never;
    };
    "/api/admin/synonym-proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List synonyms proposed from visitors' searches */
        get: operations["getAdminSynonymProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/synonym-proposals/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept a proposed synonym (a new synonym group) */
        post: operations["postAdminSynonymProposalsIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/synonym-proposals/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss a proposed synonym */
        post: operations["postAdminSynonymProposalsIdDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the audit log */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit/people": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List who appears in the audit log */
        get: operations["getAdminAuditPeople"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search messages sent to posters */
        get: operations["getAdminContactMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blocked-senders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block a sender's address */
        post: operations["postAdminBlockedSenders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List relayed conversations by state */
        get: operations["getAdminConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queue/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List relayed messages held by the scam screen */
        get: operations["getAdminQueueMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a conversation with both sides and held messages */
        get: operations["getAdminConversationsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversations/{id}/messages/{messageId}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release a held message (delivered then) */
        post: operations["postAdminConversationsIdMessagesMessageIdRelease"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversations/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block one side of a conversation */
        post: operations["postAdminConversationsIdBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversations/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a reported conversation */
        post: operations["postAdminConversationsIdResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the page-view analytics */
        get: operations["getAdminAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/backups/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the backup schedule and retention */
        put: operations["putAdminBackupsSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the team and pending invitations */
        get: operations["getAdminTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite someone to the team */
        post: operations["postAdminTeamInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an invitation again */
        post: operations["postAdminTeamInvitationsIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an invitation */
        delete: operations["deleteAdminTeamInvitationsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/team/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a team member */
        delete: operations["deleteAdminTeamId"];
        options?: never;
        head?: never;
        /** Change a team member's role */
        patch: operations["patchAdminTeamId"];
        trace?: never;
    };
    "/api/admin/team/{id}/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Reset a team member's two-factor sign-in */
        delete: operations["deleteAdminTeamIdMfa"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a notice's approved comments */
        get: operations["getNoticesIdComments"];
        put?: never;
        /** Comment on a notice (moderated) */
        post: operations["postNoticesIdComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/comments/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a comment */
        post: operations["postCommentsIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying to feature a notice */
        post: operations["postPaymentCreateCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a featuring payment's status */
        get: operations["getPaymentSuccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive Stripe's payment events */
        post: operations["postPaymentWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read what the browser needs of the server's set-up */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read your notice from its management link */
        get: operations["getManageToken"];
        put?: never;
        post?: never;
        /** Delete your notice */
        delete: operations["deleteManageToken"];
        options?: never;
        head?: never;
        /** Edit your notice */
        patch: operations["patchManageToken"];
        trace?: never;
    };
    "/api/manage/{token}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew your notice */
        post: operations["postManageTokenRenew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/{token}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark your notice as done */
        post: operations["postManageTokenClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/{token}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopen a notice closed in the last 24 hours */
        post: operations["postManageTokenReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/manage/{token}/reserve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a live notice Reserved */
        post: operations["postManageTokenReserve"];
        /** Take the Reserved mark off a notice */
        delete: operations["deleteManageTokenReserve"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/resend-activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a notice's confirmation link again */
        post: operations["postNoticesResendActivation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a link to your data */
        post: operations["postMyData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-data/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read everything held about your address */
        get: operations["getMyDataToken"];
        put?: never;
        post?: never;
        /** Delete everything held about your address */
        delete: operations["deleteMyDataToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a notice */
        post: operations["postNoticesIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-follows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count a search that found nothing followed by one whose result was opened */
        post: operations["postSearchFollows"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feed.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live notices as an RSS feed */
        get: operations["getFeedXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notice/{id}/event.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event notice as a calendar entry */
        get: operations["getNoticeIdEventIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The coming events as a calendar */
        get: operations["getEventsIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sitemap index */
        get: operations["getSitemapXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap-{part}.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One part of the sitemap */
        get: operations["getSitemapPartXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/robots.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The crawlers' rules */
        get: operations["getRobotsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/og/{name}.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A share picture */
        get: operations["getOgNamePng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getNotices: {
        parameters: {
            query?: {
                /** @description Page from 1. A value that is not a whole number is ignored (page 1); one out of range is clamped. Given twice, the first counts. */
                page?: string;
                /** @description Notices per page, 1 to 100 (default 20). A value that is not a whole number is ignored; one out of range is clamped. Given twice, the first counts. */
                limit?: string;
                /** @description A category's key. An unknown key is ignored: every category. Known values: `events`, `items_for_sale`, `jobs`, `services`, `lost_and_found`, `discussion`, `local_businesses`. Given twice, the first counts. */
                category?: string;
                /** @description A town's key, or `all`. An unknown key is ignored: everywhere. Known values: `all`, `all_shropshire`, `albrighton`, `bishops_castle`, `bridgnorth`, `broseley`, `church_stretton`, `cleobury_mortimer`, `craven_arms`, `ellesmere`, `ironbridge`, `ludlow`, `market_drayton`, `much_wenlock`, `newport`, `oswestry`, `shrewsbury`, `telford`, `wellington`, `wem`, `whitchurch`. Given twice, the first counts. */
                location?: string;
                /** @description Words to search for; trimmed, spaces collapsed. Given twice, the first counts. */
                search?: string;
                within?: string | string[];
                /** @description The order. An unknown order is ignored: the default. Known values: `newest`, `oldest`, `most_viewed`, `price_low`, `price_high`. Given twice, the first counts. */
                sort?: string;
                /** @description `1` or `true`: featured notices only. Any other value is ignored. Known values: `0`, `1`, `true`, `false`. Given twice, the first counts. */
                featured?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            title: string;
                            description: string;
                            category: string;
                            location: string;
                            eventVenue: string | null;
                            price: number | null;
                            imageUrl: string | null;
                            /** @enum {string} */
                            status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                            isFeatured: boolean;
                            featureDuration: number;
                            eventDate: string | null;
                            externalLink: string | null;
                            viewCount: number;
                            createdAt: string;
                            expiresAt: string | null;
                            updatedAt: string;
                            reservedAt: string | null;
                            commentCount?: number;
                            distanceMiles?: number;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            totalIsCapped?: boolean;
                        };
                        interpreted?: {
                            words: string;
                            /** @enum {string} */
                            location?: "all_shropshire" | "albrighton" | "bishops_castle" | "bridgnorth" | "broseley" | "church_stretton" | "cleobury_mortimer" | "craven_arms" | "ellesmere" | "ironbridge" | "ludlow" | "market_drayton" | "much_wenlock" | "newport" | "oswestry" | "shrewsbury" | "telford" | "wellington" | "wem" | "whitchurch";
                            within?: number;
                            /** @enum {string} */
                            category?: "events" | "items_for_sale" | "jobs" | "services" | "lost_and_found" | "discussion" | "local_businesses";
                            withoutLocation?: string;
                            withoutCategory?: string;
                        };
                        didYouMean?: string;
                        nearby?: {
                            id: number;
                            title: string;
                            description: string;
                            category: string;
                            location: string;
                            eventVenue: string | null;
                            price: number | null;
                            imageUrl: string | null;
                            /** @enum {string} */
                            status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                            isFeatured: boolean;
                            featureDuration: number;
                            eventDate: string | null;
                            externalLink: string | null;
                            viewCount: number;
                            createdAt: string;
                            expiresAt: string | null;
                            updatedAt: string;
                            reservedAt: string | null;
                            commentCount?: number;
                            distanceMiles?: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postNotices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    title: string;
                    description: string;
                    category: string;
                    location: string;
                    price: string | number;
                    /** Format: email */
                    contactEmail: string;
                    eventDate: string;
                    eventVenue: string;
                    externalLink: string;
                    isFeatured?: boolean | string;
                    featureDuration?: number | string;
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WebP, less than 5 MB
                     */
                    image?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postNoticesVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        category: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getNoticesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        commentCount?: number;
                        distanceMiles?: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        title: string;
                        /** @enum {string} */
                        outcome?: "sold" | "found" | "filled" | "done";
                    };
                };
            };
        };
    };
    postContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    message: string;
                    noticeId: number;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    /** Format: email */
                    email: string;
                    message: string;
                    noticeId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        noticeId: number;
                        name: string;
                        email: string;
                        message: string;
                        createdAt: string;
                    };
                };
            };
            /** @description The form as a browser without JavaScript posts it (`application/x-www-form-urlencoded`) is answered with a page to show. To the notice's page, `/notice/{noticeId}?contact=sent#contact`, or `?contact=invalid` (a field was refused), `?contact=busy` (too many tries) or `?contact=blocked` (an address moderators blocked). A notice that is not live answers 404 as JSON. */
            303: {
                headers: {
                    /** @description The page to show. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getConversationsToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notice: {
                            id: number;
                            title: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                            reservedAt: string | null;
                        };
                        /** @enum {string} */
                        side: "poster" | "visitor";
                        otherName: string;
                        open: boolean;
                        messages: {
                            mine: boolean;
                            body: string;
                            sentAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postConversationsTokenMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "sent";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postConversationsTokenReserve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notice: {
                            id: number;
                            title: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                            reservedAt: string | null;
                        };
                        /** @enum {string} */
                        side: "poster" | "visitor";
                        otherName: string;
                        open: boolean;
                        messages: {
                            mine: boolean;
                            body: string;
                            sentAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteConversationsTokenReserve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notice: {
                            id: number;
                            title: string;
                            /** @enum {string} */
                            status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                            reservedAt: string | null;
                        };
                        /** @enum {string} */
                        side: "poster" | "visitor";
                        otherName: string;
                        open: boolean;
                        messages: {
                            mine: boolean;
                            body: string;
                            sentAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postConversationsTokenReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    locations?: ("all_shropshire" | "albrighton" | "bishops_castle" | "bridgnorth" | "broseley" | "church_stretton" | "cleobury_mortimer" | "craven_arms" | "ellesmere" | "ironbridge" | "ludlow" | "market_drayton" | "much_wenlock" | "newport" | "oswestry" | "shrewsbury" | "telford" | "wellington" | "wem" | "whitchurch")[];
                    categories?: ("events" | "items_for_sale" | "jobs" | "services" | "lost_and_found" | "discussion" | "local_businesses")[];
                    /** @enum {string} */
                    frequency?: "daily" | "weekly";
                    /** Format: email */
                    email: string;
                    /** Format: starts_with */
                    source?: string;
                };
                "application/x-www-form-urlencoded": {
                    locations?: ("all_shropshire" | "albrighton" | "bishops_castle" | "bridgnorth" | "broseley" | "church_stretton" | "cleobury_mortimer" | "craven_arms" | "ellesmere" | "ironbridge" | "ludlow" | "market_drayton" | "much_wenlock" | "newport" | "oswestry" | "shrewsbury" | "telford" | "wellington" | "wem" | "whitchurch")[];
                    categories?: ("events" | "items_for_sale" | "jobs" | "services" | "lost_and_found" | "discussion" | "local_businesses")[];
                    /** @enum {string} */
                    frequency?: "daily" | "weekly";
                    /** Format: email */
                    email: string;
                    /** Format: starts_with */
                    source?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description The form as a browser without JavaScript posts it (`application/x-www-form-urlencoded`) is answered with a page to show. To `/newsletter/sent`, or `/newsletter/sent?error=email` (the address was refused) or `?error=busy` (too many tries). */
            303: {
                headers: {
                    /** @description The page to show. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postSubscribeConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        manageToken: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSubscriptionToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        locations: ("all_shropshire" | "albrighton" | "bishops_castle" | "bridgnorth" | "broseley" | "church_stretton" | "cleobury_mortimer" | "craven_arms" | "ellesmere" | "ironbridge" | "ludlow" | "market_drayton" | "much_wenlock" | "newport" | "oswestry" | "shrewsbury" | "telford" | "wellington" | "wem" | "whitchurch")[];
                        categories: ("events" | "items_for_sale" | "jobs" | "services" | "lost_and_found" | "discussion" | "local_businesses")[];
                        /** @enum {string} */
                        frequency: "daily" | "weekly";
                        email: string;
                        isActive: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    patchSubscriptionToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    locations?: ("all_shropshire" | "albrighton" | "bishops_castle" | "bridgnorth" | "broseley" | "church_stretton" | "cleobury_mortimer" | "craven_arms" | "ellesmere" | "ironbridge" | "ludlow" | "market_drayton" | "much_wenlock" | "newport" | "oswestry" | "shrewsbury" | "telford" | "wellington" | "wem" | "whitchurch")[];
                    categories?: ("events" | "items_for_sale" | "jobs" | "services" | "lost_and_found" | "discussion" | "local_businesses")[];
                    /** @enum {string} */
                    frequency?: "daily" | "weekly";
                    /** @enum {boolean} */
                    isActive?: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        locations: ("all_shropshire" | "albrighton" | "bishops_castle" | "bridgnorth" | "broseley" | "church_stretton" | "cleobury_mortimer" | "craven_arms" | "ellesmere" | "ironbridge" | "ludlow" | "market_drayton" | "much_wenlock" | "newport" | "oswestry" | "shrewsbury" | "telford" | "wellington" | "wem" | "whitchurch")[];
                        categories: ("events" | "items_for_sale" | "jobs" | "services" | "lost_and_found" | "discussion" | "local_businesses")[];
                        /** @enum {string} */
                        frequency: "daily" | "weekly";
                        email: string;
                        isActive: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postUnsubscribeToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        /** @description None from the page's button; `List-Unsubscribe=One-Click` as a form from a mail client's one-click unsubscribe (RFC 8058). */
        requestBody?: {
            content: {
                "application/json": {
                    "List-Unsubscribe"?: string;
                } | null;
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    "List-Unsubscribe"?: "One-Click";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    search: string;
                    /** @enum {string} */
                    location?: "all_shropshire" | "albrighton" | "bishops_castle" | "bridgnorth" | "broseley" | "church_stretton" | "cleobury_mortimer" | "craven_arms" | "ellesmere" | "ironbridge" | "ludlow" | "market_drayton" | "much_wenlock" | "newport" | "oswestry" | "shrewsbury" | "telford" | "wellington" | "wem" | "whitchurch";
                    within?: number;
                    /** @enum {string} */
                    category?: "events" | "items_for_sale" | "jobs" | "services" | "lost_and_found" | "discussion" | "local_businesses";
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    frequency: "hourly" | "daily";
                    /** Format: starts_with */
                    source?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postSavedSearchesConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        manageToken: string;
                        savedSearch: {
                            search: string;
                            /** @enum {string} */
                            location?: "all_shropshire" | "albrighton" | "bishops_castle" | "bridgnorth" | "broseley" | "church_stretton" | "cleobury_mortimer" | "craven_arms" | "ellesmere" | "ironbridge" | "ludlow" | "market_drayton" | "much_wenlock" | "newport" | "oswestry" | "shrewsbury" | "telford" | "wellington" | "wem" | "whitchurch";
                            within?: number;
                            /** @enum {string} */
                            category?: "events" | "items_for_sale" | "jobs" | "services" | "lost_and_found" | "discussion" | "local_businesses";
                            id: number;
                            /** @enum {string} */
                            frequency: "hourly" | "daily";
                            isConfirmed: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSubscriptionTokenSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        savedSearches: {
                            search: string;
                            /** @enum {string} */
                            location?: "all_shropshire" | "albrighton" | "bishops_castle" | "bridgnorth" | "broseley" | "church_stretton" | "cleobury_mortimer" | "craven_arms" | "ellesmere" | "ironbridge" | "ludlow" | "market_drayton" | "much_wenlock" | "newport" | "oswestry" | "shrewsbury" | "telford" | "wellington" | "wem" | "whitchurch";
                            within?: number;
                            /** @enum {string} */
                            category?: "events" | "items_for_sale" | "jobs" | "services" | "lost_and_found" | "discussion" | "local_businesses";
                            id: number;
                            /** @enum {string} */
                            frequency: "hourly" | "daily";
                            isConfirmed: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postSubscriptionTokenSavedSearchesIdRemove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    "List-Unsubscribe"?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postPageview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    page: "home" | "category" | "notice";
                    category?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                    } | {
                        /** @enum {boolean} */
                        mfaRequired: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminLoginMfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminCheckAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        authenticated: true;
                        username: string;
                        /** @enum {string} */
                        role: "admin" | "moderator";
                        mfaEnabled: boolean;
                        mfaSetupRequired: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            time: string;
                            keep: number;
                        };
                        last: {
                            /** Format: date-time */
                            at: string;
                            path: string;
                            bytes: number;
                        } | null;
                        isStale: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never> | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        at: string;
                        path: string;
                        bytes: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminInvitationsToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "moderator";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminInvitationsTokenAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminEnrolmentToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminEnrolmentToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        username: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminLoginFailures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        since: string | null;
                        attempts: {
                            at: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminMfaSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        otpauthUri: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminMfaEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totalNotices: number;
                        pendingNotices: number;
                        activeNotices: number;
                        expiredNotices: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminNotices: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "all" | "pending" | "active" | "rejected" | "expired";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            title: string;
                            description: string;
                            category: string;
                            location: string;
                            eventVenue: string | null;
                            price: number | null;
                            imageUrl: string | null;
                            /** @enum {string} */
                            status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                            isFeatured: boolean;
                            featureDuration: number;
                            eventDate: string | null;
                            externalLink: string | null;
                            viewCount: number;
                            createdAt: string;
                            expiresAt: string | null;
                            updatedAt: string;
                            reservedAt: string | null;
                            contactEmail: string;
                            verifiedAt: string | null;
                        }[];
                        pagination: {
                            page: number;
                            limit: number;
                            total: number;
                            totalPages: number;
                            totalIsCapped?: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminNoticesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAdminNoticesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    patchAdminNoticesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string;
                    category?: string;
                    location?: string;
                    /** @enum {string} */
                    status?: "pending" | "active" | "rejected" | "expired";
                    price?: string | number | null;
                    eventDate?: string | null;
                    eventVenue?: string | null;
                    externalLink?: string | null;
                    removeImage?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminNoticesIdImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    patchAdminNoticesIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    patchAdminNoticesIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "duplicate" | "wrong_category" | "missing_details" | "prohibited" | "spam" | "other";
                    note?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    patchAdminNoticesIdToggleFeature: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminComments: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected" | "all";
                reported?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        noticeId: number;
                        authorName: string;
                        content: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        createdAt: string;
                        authorEmail: string;
                        isReported: boolean;
                        reportReason: string | null;
                        title: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAdminCommentsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    patchAdminCommentsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "approved" | "rejected";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        noticeId: number;
                        authorName: string;
                        content: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        createdAt: string;
                        authorEmail: string;
                        isReported: boolean;
                        reportReason: string | null;
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscribers: {
                            confirmed: number;
                            unconfirmed: number;
                            unsubscribed: number;
                        };
                        lastRun: {
                            /** @enum {string} */
                            frequency: "daily" | "weekly";
                            slotAt: string;
                            startedAt: string;
                            finishedAt: string | null;
                            sent: number;
                            skipped: number;
                            failed: number;
                            waiting: number;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminQueue: {
        parameters: {
            query?: {
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: ({
                            /** @enum {string} */
                            kind: "notice";
                            /** @enum {string} */
                            reason: "pending" | "reported" | "edited";
                            notice: {
                                id: number;
                                title: string;
                                description: string;
                                category: string;
                                location: string;
                                eventVenue: string | null;
                                price: number | null;
                                imageUrl: string | null;
                                /** @enum {string} */
                                status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                                isFeatured: boolean;
                                featureDuration: number;
                                eventDate: string | null;
                                externalLink: string | null;
                                viewCount: number;
                                createdAt: string;
                                expiresAt: string | null;
                                updatedAt: string;
                                reservedAt: string | null;
                                contactEmail: string;
                                verifiedAt: string | null;
                            };
                            signals: {
                                /** @enum {string} */
                                kind: "near_duplicate" | "busy_email" | "busy_address" | "new_poster" | "links" | "contact_in_text" | "watch_word" | "capitals" | "price_outlier" | "spam_score";
                                label: string;
                                noticeId?: number;
                            }[];
                            risk: number;
                            poster: {
                                posted: number;
                                approved: number;
                                rejected: number;
                                firstSeen: string | null;
                            };
                            reports: {
                                reason: string;
                                details: string | null;
                                createdAt: string;
                            }[];
                            edit: {
                                submittedAt: string;
                                changes: {
                                    field: string;
                                    label: string;
                                    from: string | null;
                                    to: string | null;
                                }[];
                            } | null;
                        } | {
                            /** @enum {string} */
                            kind: "comment";
                            /** @enum {string} */
                            reason: "pending" | "reported";
                            comment: {
                                id: number;
                                authorName: string;
                                authorEmail: string;
                                content: string;
                                status: string;
                                createdAt: string;
                                noticeId: number;
                                noticeTitle: string;
                            };
                            risk: number;
                            reports: {
                                reason: string;
                                details: string | null;
                                createdAt: string;
                            }[];
                        })[];
                        nextCursor: string | null;
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminNoticesIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminCommentsIdUndo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        noticeId: number;
                        authorName: string;
                        content: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        createdAt: string;
                        authorEmail: string;
                        isReported: boolean;
                        reportReason: string | null;
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminQueueUndo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    notices?: number[];
                    /** @default [] */
                    comments?: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        undone: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    patchAdminNoticesIdEditApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    patchAdminNoticesIdEditReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    patchAdminNoticesIdReports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "keep" | "remove";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminQueueSpam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            notice: {
                                id: number;
                                title: string;
                                description: string;
                                category: string;
                                location: string;
                                eventVenue: string | null;
                                price: number | null;
                                imageUrl: string | null;
                                /** @enum {string} */
                                status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                                isFeatured: boolean;
                                featureDuration: number;
                                eventDate: string | null;
                                externalLink: string | null;
                                viewCount: number;
                                createdAt: string;
                                expiresAt: string | null;
                                updatedAt: string;
                                reservedAt: string | null;
                                contactEmail: string;
                                verifiedAt: string | null;
                            };
                            score: number;
                            reasons: {
                                /** @enum {string} */
                                kind: "block_word" | "spam_text" | "same_text" | "burst_email" | "burst_address" | "links_new_poster" | "contact_new_poster" | "watch_word" | "new_poster" | "capitals" | "price_outlier" | "content" | "link_reputation" | "learned" | "assist_rule";
                                label: string;
                                weight: number;
                            }[];
                            heldAt: string;
                            rejectsAt: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminQueueSpamIdRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminQueueWentLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            notice: {
                                id: number;
                                title: string;
                                description: string;
                                category: string;
                                location: string;
                                eventVenue: string | null;
                                price: number | null;
                                imageUrl: string | null;
                                /** @enum {string} */
                                status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                                isFeatured: boolean;
                                featureDuration: number;
                                eventDate: string | null;
                                externalLink: string | null;
                                viewCount: number;
                                createdAt: string;
                                expiresAt: string | null;
                                updatedAt: string;
                                reservedAt: string | null;
                                contactEmail: string;
                                verifiedAt: string | null;
                            };
                            wentLiveAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminNoticesIdRemoveLive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "duplicate" | "wrong_category" | "missing_details" | "prohibited" | "spam" | "other";
                    note?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminSettingsTrust: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        threshold: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putAdminSettingsTrust: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    threshold: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        threshold: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminAlertPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "none" | "daily" | "waiting";
                        email: string;
                        waitHours: number;
                        towns: string[];
                        categories: string[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putAdminAlertPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    mode: "none" | "daily" | "waiting";
                    email: "" | string;
                    waitHours: number;
                    towns: ("all_shropshire" | "albrighton" | "bishops_castle" | "bridgnorth" | "broseley" | "church_stretton" | "cleobury_mortimer" | "craven_arms" | "ellesmere" | "ironbridge" | "ludlow" | "market_drayton" | "much_wenlock" | "newport" | "oswestry" | "shrewsbury" | "telford" | "wellington" | "wem" | "whitchurch")[];
                    categories: ("events" | "items_for_sale" | "jobs" | "services" | "lost_and_found" | "discussion" | "local_businesses")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        mode: "none" | "daily" | "waiting";
                        email: string;
                        waitHours: number;
                        towns: string[];
                        categories: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminWatchWords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        word: string;
                        kind: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminWatchWords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    word: string;
                    /** @enum {string} */
                    kind: "block" | "flag";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        word: string;
                        kind: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAdminWatchWordsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminScreenLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        vocabulary: {
                            phrase: string;
                            topic: string;
                            weight: number;
                        }[];
                        innocentPhrases: string[];
                        allowedDomains: string[];
                        terms: {
                            id: number;
                            term: string;
                            kind: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminScreenTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    term: string;
                    /** @enum {string} */
                    kind: "spam" | "innocent" | "allow_domain" | "off";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        term: string;
                        kind: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAdminScreenTermsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminScreenRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        holdNewPosterLinks: boolean;
                        holdWords: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putAdminScreenRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    holdNewPosterLinks: boolean;
                    holdWords: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        holdNewPosterLinks: boolean;
                        holdWords: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminScreenLearned: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        spamTokens: {
                            token: string;
                            weight: number;
                        }[];
                        hamTokens: {
                            token: string;
                            weight: number;
                        }[];
                        decisions: {
                            spam: number;
                            ham: number;
                        };
                        trainedOn: {
                            spam: number;
                            ham: number;
                        };
                        lastTrainedAt: string | null;
                        recent: {
                            id: number;
                            noticeId: number | null;
                            /** @enum {string} */
                            label: "spam" | "ham";
                            source: string;
                            excerpt: string;
                            decidedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAdminScreenDecisionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminSynonyms: {
        parameters: {
            query?: {
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groups: {
                            id: number;
                            terms: string[];
                            narrower: string[];
                            /** @enum {string} */
                            source: "shipped" | "moderator";
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminSynonyms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    terms: string[];
                    /** @default [] */
                    narrower?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        terms: string[];
                        narrower: string[];
                        /** @enum {string} */
                        source: "shipped" | "moderator";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAdminSynonymsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    patchAdminSynonymsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    terms?: string[];
                    narrower?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        terms: string[];
                        narrower: string[];
                        /** @enum {string} */
                        source: "shipped" | "moderator";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminSynonymProposals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        proposals: {
                            id: number;
                            missed: string;
                            opened: string;
                            times: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminSynonymProposalsIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        terms: string[];
                        narrower: string[];
                        /** @enum {string} */
                        source: "shipped" | "moderator";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminSynonymProposalsIdDismiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminAudit: {
        parameters: {
            query?: {
                cursor?: string;
                action?: "approve" | "reject" | "undo" | "edit" | "edit_approve" | "edit_reject" | "feature" | "unfeature" | "delete" | "reports_keep" | "reports_remove" | "comment_approve" | "comment_reject" | "comment_delete" | "watch_word_add" | "watch_word_remove" | "synonym_add" | "synonym_change" | "synonym_remove" | "block_sender" | "conversation_release" | "conversation_block" | "conversation_resume" | "login" | "login_failed" | "team_invite" | "team_invite_withdraw" | "team_join" | "team_role" | "team_remove" | "team_mfa_reset" | "spam_hold" | "spam_release" | "went_live_remove" | "trust_settings_change" | "backup_create" | "backup_settings_change";
                admin?: string;
                noticeId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            admin: string | null;
                            action: string;
                            targetType: string | null;
                            targetId: number | null;
                            details: {
                                [key: string]: unknown;
                            };
                            createdAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminAuditPeople: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        people: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminContactMessages: {
        parameters: {
            query?: {
                cursor?: string;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            noticeId: number;
                            noticeTitle: string;
                            name: string;
                            email: string;
                            message: string;
                            createdAt: string;
                            isSenderBlocked: boolean;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminBlockedSenders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminConversations: {
        parameters: {
            query?: {
                state?: "held" | "reported" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            noticeId: number | null;
                            noticeTitle: string;
                            /** @enum {string} */
                            state: "open" | "held" | "reported" | "blocked" | "ended";
                            heldMessageIds: number[];
                            lastMessageAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminQueueMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            conversationId: number;
                            messageId: number;
                            noticeId: number | null;
                            noticeTitle: string;
                            /** @enum {string} */
                            side: "poster" | "visitor";
                            body: string;
                            reasons: string[];
                            heldAt: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminConversationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        noticeId: number | null;
                        noticeTitle: string;
                        /** @enum {string} */
                        state: "open" | "held" | "reported" | "blocked" | "ended";
                        reportReason: string | null;
                        blockedSide: ("poster" | "visitor") | null;
                        poster: {
                            email: string;
                        };
                        visitor: {
                            name: string;
                            email: string;
                        };
                        messages: {
                            id: number;
                            /** @enum {string} */
                            side: "poster" | "visitor";
                            body: string;
                            held: boolean;
                            reasons: string[];
                            sentAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminConversationsIdMessagesMessageIdRelease: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                messageId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        noticeId: number | null;
                        noticeTitle: string;
                        /** @enum {string} */
                        state: "open" | "held" | "reported" | "blocked" | "ended";
                        reportReason: string | null;
                        blockedSide: ("poster" | "visitor") | null;
                        poster: {
                            email: string;
                        };
                        visitor: {
                            name: string;
                            email: string;
                        };
                        messages: {
                            id: number;
                            /** @enum {string} */
                            side: "poster" | "visitor";
                            body: string;
                            held: boolean;
                            reasons: string[];
                            sentAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminConversationsIdBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    side: "poster" | "visitor";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        noticeId: number | null;
                        noticeTitle: string;
                        /** @enum {string} */
                        state: "open" | "held" | "reported" | "blocked" | "ended";
                        reportReason: string | null;
                        blockedSide: ("poster" | "visitor") | null;
                        poster: {
                            email: string;
                        };
                        visitor: {
                            name: string;
                            email: string;
                        };
                        messages: {
                            id: number;
                            /** @enum {string} */
                            side: "poster" | "visitor";
                            body: string;
                            held: boolean;
                            reasons: string[];
                            sentAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminConversationsIdResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        noticeId: number | null;
                        noticeTitle: string;
                        /** @enum {string} */
                        state: "open" | "held" | "reported" | "blocked" | "ended";
                        reportReason: string | null;
                        blockedSide: ("poster" | "visitor") | null;
                        poster: {
                            email: string;
                        };
                        visitor: {
                            name: string;
                            email: string;
                        };
                        messages: {
                            id: number;
                            /** @enum {string} */
                            side: "poster" | "visitor";
                            body: string;
                            held: boolean;
                            reasons: string[];
                            sentAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminAnalytics: {
        parameters: {
            query?: {
                days?: "7" | "30" | "90";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: number;
                        visitsPerDay: {
                            day: string;
                            visits: number;
                        }[];
                        noticesPerDay: {
                            day: string;
                            posted: number;
                            approved: number;
                            rejected: number;
                        }[];
                        topCategories: {
                            key: string;
                            count: number;
                        }[];
                        topTowns: {
                            key: string;
                            count: number;
                        }[];
                        medianDecisionHours: number | null;
                        zeroResultSearches: {
                            key: string;
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putAdminBackupsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    time: string;
                    keep: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        time: string;
                        keep: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: {
                            id: number;
                            username: string;
                            email: string | null;
                            /** @enum {string} */
                            role: "admin" | "moderator";
                            mfaEnabled: boolean;
                            lastSignInAt: string | null;
                        }[];
                        invitations: {
                            id: number;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "moderator";
                            invitedBy: string | null;
                            expiresAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminTeamInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** @enum {string} */
                    role: "admin" | "moderator";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "moderator";
                        invitedBy: string | null;
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postAdminTeamInvitationsIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "moderator";
                        invitedBy: string | null;
                        expiresAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAdminTeamInvitationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAdminTeamId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    patchAdminTeamId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "admin" | "moderator";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string | null;
                        /** @enum {string} */
                        role: "admin" | "moderator";
                        mfaEnabled: boolean;
                        lastSignInAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteAdminTeamIdMfa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string | null;
                        /** @enum {string} */
                        role: "admin" | "moderator";
                        mfaEnabled: boolean;
                        lastSignInAt: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getNoticesIdComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        noticeId: number;
                        authorName: string;
                        content: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        createdAt: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postNoticesIdComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    authorName: string;
                    /** Format: email */
                    authorEmail: string;
                    content: string;
                };
                "application/x-www-form-urlencoded": {
                    authorName: string;
                    /** Format: email */
                    authorEmail: string;
                    content: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        noticeId: number;
                        authorName: string;
                        content: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        createdAt: string;
                    };
                };
            };
            /** @description The form as a browser without JavaScript posts it (`application/x-www-form-urlencoded`) is answered with a page to show. To the notice's page, `/notice/{id}?comment=sent#comments`, or `?comment=invalid#comment-form` (a field was refused) or `?comment=busy#comment-form` (too many tries). */
            303: {
                headers: {
                    /** @description The page to show. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postCommentsIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        noticeId: number;
                        authorName: string;
                        content: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        createdAt: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postPaymentCreateCheckoutSession: {
        parameters: {
            query: {
                noticeId: number;
                tier?: "STANDARD" | "PREMIUM" | "ANNUAL";
                featureDuration?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPaymentSuccess: {
        parameters: {
            query: {
                session_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        noticeId: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postPaymentWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        /** @enum {boolean} */
                        ignored?: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        paymentsEnabled: boolean;
                        usualWaitHours: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getManageToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        /** @enum {string} */
                        state: "awaiting_confirmation" | "awaiting_approval" | "live" | "rejected" | "expired" | "closed";
                        outcome: ("sold" | "found" | "filled" | "done") | null;
                        closedAt: string | null;
                        rejectionReason: ("duplicate" | "wrong_category" | "missing_details" | "prohibited" | "spam" | "other") | null;
                        rejectionNote: string | null;
                        actions: {
                            edit: boolean;
                            renew: boolean;
                            close: boolean;
                            reopen: boolean;
                            delete: boolean;
                        };
                        renewOpensAt: string | null;
                        pendingEdit: {
                            title: string;
                            description: string;
                            category: string;
                            location: string;
                            price: number | null;
                            eventDate: string | null;
                            eventVenue: string | null;
                            externalLink: string | null;
                            imageUrl: string | null;
                            submittedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteManageToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    patchManageToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    title: string;
                    description: string;
                    category: string;
                    location: string;
                    price: string | number;
                    eventDate: string;
                    eventVenue: string;
                    externalLink: string;
                    isFeatured?: boolean | string;
                    featureDuration?: number | string;
                    /**
                     * Format: binary
                     * @description JPEG, PNG or WebP, less than 5 MB
                     */
                    image?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        /** @enum {string} */
                        state: "awaiting_confirmation" | "awaiting_approval" | "live" | "rejected" | "expired" | "closed";
                        outcome: ("sold" | "found" | "filled" | "done") | null;
                        closedAt: string | null;
                        rejectionReason: ("duplicate" | "wrong_category" | "missing_details" | "prohibited" | "spam" | "other") | null;
                        rejectionNote: string | null;
                        actions: {
                            edit: boolean;
                            renew: boolean;
                            close: boolean;
                            reopen: boolean;
                            delete: boolean;
                        };
                        renewOpensAt: string | null;
                        pendingEdit: {
                            title: string;
                            description: string;
                            category: string;
                            location: string;
                            price: number | null;
                            eventDate: string | null;
                            eventVenue: string | null;
                            externalLink: string | null;
                            imageUrl: string | null;
                            submittedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postManageTokenRenew: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        /** @enum {string} */
                        state: "awaiting_confirmation" | "awaiting_approval" | "live" | "rejected" | "expired" | "closed";
                        outcome: ("sold" | "found" | "filled" | "done") | null;
                        closedAt: string | null;
                        rejectionReason: ("duplicate" | "wrong_category" | "missing_details" | "prohibited" | "spam" | "other") | null;
                        rejectionNote: string | null;
                        actions: {
                            edit: boolean;
                            renew: boolean;
                            close: boolean;
                            reopen: boolean;
                            delete: boolean;
                        };
                        renewOpensAt: string | null;
                        pendingEdit: {
                            title: string;
                            description: string;
                            category: string;
                            location: string;
                            price: number | null;
                            eventDate: string | null;
                            eventVenue: string | null;
                            externalLink: string | null;
                            imageUrl: string | null;
                            submittedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postManageTokenClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    outcome: "sold" | "found" | "filled" | "done";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        /** @enum {string} */
                        state: "awaiting_confirmation" | "awaiting_approval" | "live" | "rejected" | "expired" | "closed";
                        outcome: ("sold" | "found" | "filled" | "done") | null;
                        closedAt: string | null;
                        rejectionReason: ("duplicate" | "wrong_category" | "missing_details" | "prohibited" | "spam" | "other") | null;
                        rejectionNote: string | null;
                        actions: {
                            edit: boolean;
                            renew: boolean;
                            close: boolean;
                            reopen: boolean;
                            delete: boolean;
                        };
                        renewOpensAt: string | null;
                        pendingEdit: {
                            title: string;
                            description: string;
                            category: string;
                            location: string;
                            price: number | null;
                            eventDate: string | null;
                            eventVenue: string | null;
                            externalLink: string | null;
                            imageUrl: string | null;
                            submittedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postManageTokenReopen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        /** @enum {string} */
                        state: "awaiting_confirmation" | "awaiting_approval" | "live" | "rejected" | "expired" | "closed";
                        outcome: ("sold" | "found" | "filled" | "done") | null;
                        closedAt: string | null;
                        rejectionReason: ("duplicate" | "wrong_category" | "missing_details" | "prohibited" | "spam" | "other") | null;
                        rejectionNote: string | null;
                        actions: {
                            edit: boolean;
                            renew: boolean;
                            close: boolean;
                            reopen: boolean;
                            delete: boolean;
                        };
                        renewOpensAt: string | null;
                        pendingEdit: {
                            title: string;
                            description: string;
                            category: string;
                            location: string;
                            price: number | null;
                            eventDate: string | null;
                            eventVenue: string | null;
                            externalLink: string | null;
                            imageUrl: string | null;
                            submittedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postManageTokenReserve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        /** @enum {string} */
                        state: "awaiting_confirmation" | "awaiting_approval" | "live" | "rejected" | "expired" | "closed";
                        outcome: ("sold" | "found" | "filled" | "done") | null;
                        closedAt: string | null;
                        rejectionReason: ("duplicate" | "wrong_category" | "missing_details" | "prohibited" | "spam" | "other") | null;
                        rejectionNote: string | null;
                        actions: {
                            edit: boolean;
                            renew: boolean;
                            close: boolean;
                            reopen: boolean;
                            delete: boolean;
                        };
                        renewOpensAt: string | null;
                        pendingEdit: {
                            title: string;
                            description: string;
                            category: string;
                            location: string;
                            price: number | null;
                            eventDate: string | null;
                            eventVenue: string | null;
                            externalLink: string | null;
                            imageUrl: string | null;
                            submittedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteManageTokenReserve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        category: string;
                        location: string;
                        eventVenue: string | null;
                        price: number | null;
                        imageUrl: string | null;
                        /** @enum {string} */
                        status: "pending" | "active" | "rejected" | "expired" | "hidden" | "closed";
                        isFeatured: boolean;
                        featureDuration: number;
                        eventDate: string | null;
                        externalLink: string | null;
                        viewCount: number;
                        createdAt: string;
                        expiresAt: string | null;
                        updatedAt: string;
                        reservedAt: string | null;
                        contactEmail: string;
                        /** @enum {string} */
                        state: "awaiting_confirmation" | "awaiting_approval" | "live" | "rejected" | "expired" | "closed";
                        outcome: ("sold" | "found" | "filled" | "done") | null;
                        closedAt: string | null;
                        rejectionReason: ("duplicate" | "wrong_category" | "missing_details" | "prohibited" | "spam" | "other") | null;
                        rejectionNote: string | null;
                        actions: {
                            edit: boolean;
                            renew: boolean;
                            close: boolean;
                            reopen: boolean;
                            delete: boolean;
                        };
                        renewOpensAt: string | null;
                        pendingEdit: {
                            title: string;
                            description: string;
                            category: string;
                            location: string;
                            price: number | null;
                            eventDate: string | null;
                            eventVenue: string | null;
                            externalLink: string | null;
                            imageUrl: string | null;
                            submittedAt: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postNoticesResendActivation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getMyDataToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        notices: {
                            id: number;
                            title: string;
                            status: string;
                            createdAt: string;
                        }[];
                        comments: {
                            id: number;
                            noticeTitle: string;
                            content: string;
                            createdAt: string;
                        }[];
                        contactMessages: {
                            id: number;
                            noticeTitle: string;
                            message: string;
                            createdAt: string;
                        }[];
                        subscriptions: {
                            email: string;
                            createdAt: string;
                        }[];
                        savedSearches: {
                            id: number;
                            description: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteMyDataToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notices: number;
                        comments: number;
                        contactMessages: number;
                        subscriptions: number;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postNoticesIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "scam" | "gone" | "wrong_category" | "offensive" | "other";
                    /** @default  */
                    details?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    postSearchFollows: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tab: string;
                    missed: string;
                    opened: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getFeedXml: {
        parameters: {
            query?: {
                category?: string;
                location?: string;
                search?: string;
                within?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getNoticeIdEventIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getEventsIcs: {
        parameters: {
            query?: {
                location?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSitemapXml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSitemapPartXml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                part: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getRobotsTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOgNamePng: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: "events" | "items_for_sale" | "jobs" | "services" | "lost_and_found" | "discussion" | "local_businesses" | "default";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
}
