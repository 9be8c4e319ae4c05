/**
 * Every TanStack Query key is made here. Keys are nested by family: a key begins with the key of each family it belongs
 * to, so invalidating a family (`queryKeys.notices.all`, `queryKeys.admin.notices.all`) refreshes every query under it
 * whatever its filters. The server renders with these same keys (client/ssr/load-page-data.ts): a key that differs
 * between the two means the browser fetches again instead of hydrating.
 *
 * Ids are kept as strings: a route parameter is a string and a notice's id a number, and both must name one query.
 */
export const queryKeys = {
  settings: ["settings"] as const,

  /** Public notices: every list, the featured section, each notice and its comments (they carry comment counts). */
  notices: {
    all: ["notices"] as const,
    list: <F extends object>(filters: F) => ["notices", "list", filters] as const,
    featured: <F extends object>(filters: F) => ["notices", "featured", filters] as const,
    detail: (id: string | number) => ["notices", "detail", String(id)] as const,
    comments: (id: string | number) => ["notices", "detail", String(id), "comments"] as const,
  },

  /**
   * Secret-link pages. Kept out of the notices family: verifying is a POST run once as a query, and refreshing a
   * family must never spend a link again.
   */
  verification: (token: string) => ["verification", token] as const,
  managedNotice: (token: string) => ["managed-notice", token] as const,
  myData: (token: string) => ["my-data", token] as const,
  conversation: (token: string) => ["conversation", token] as const,
  subscription: (token: string) => ["subscription", token] as const,
  invitation: (token: string) => ["invitation", token] as const,
  enrolmentLink: (token: string) => ["enrolment-link", token] as const,
  savedSearches: (token: string) => ["subscription", token, "saved-searches"] as const,

  /** Everything fetched as an admin: forgotten at sign-in and sign-out. */
  admin: {
    all: ["admin"] as const,
    checkAuth: ["admin", "check-auth"] as const,
    loginFailures: ["admin", "login-failures"] as const,
    stats: ["admin", "stats"] as const,
    notices: {
      all: ["admin", "notices"] as const,
      list: <F extends object>(filters: F) => ["admin", "notices", "list", filters] as const,
      detail: (id: string | number) => ["admin", "notices", "detail", String(id)] as const,
    },
    queue: ["admin", "queue"] as const,
    comments: {
      all: ["admin", "comments"] as const,
      list: <F extends object>(filters: F) => ["admin", "comments", "list", filters] as const,
    },
    conversations: {
      all: ["admin", "conversations"] as const,
      list: (state: string) => ["admin", "conversations", state] as const,
      one: (id: number) => ["admin", "conversations", "one", id] as const,
    },
    contactMessages: {
      all: ["admin", "contact-messages"] as const,
      list: (search: string) => ["admin", "contact-messages", search] as const,
    },
    watchWords: ["admin", "watch-words"] as const,
    audit: (action: string, person: string) => ["admin", "audit", action, person] as const,
    auditPeople: ["admin", "audit-people"] as const,
    analytics: (days: string) => ["admin", "analytics", days] as const,
    newsletter: ["admin", "newsletter"] as const,
    backups: ["admin", "backups"] as const,
    team: ["admin", "team"] as const,
    alertPreferences: ["admin", "alert-preferences"] as const,
    synonyms: {
      all: ["admin", "synonyms"] as const,
      list: (search: string) => ["admin", "synonyms", search] as const,
      /** Under `all`: accepting a proposal adds a group. */
      proposals: ["admin", "synonyms", { proposals: true }] as const,
    },
  },
};
