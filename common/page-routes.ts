/**
 * Generated from the page modules (client/pages/<name>.page.tsx) by `npm run gen:pages`: do not edit. `npm run check`
 * fails when it drifts from them. The server reads it through common/pages.ts.
 */

export const PAGE_ROUTES = {
  about: { file: "about.page.tsx", path: "/about", kind: "static", rendered: true },
  adminDashboard: { file: "admin/dashboard.page.tsx", path: "/admin/dashboard", kind: "admin" },
  adminEnrol: { file: "admin/enrol.page.tsx", path: "/admin/enrol/:token", kind: "admin", secret: true },
  adminInvitation: {
    file: "admin/invitation.page.tsx",
    path: "/admin/invitation/:token",
    kind: "admin",
    secret: true,
  },
  adminLogin: { file: "admin/login.page.tsx", path: "/admin/login", kind: "admin" },
  admin: { file: "admin/login.page.tsx", path: "/admin", kind: "admin" },
  alertConfirm: {
    file: "alert-confirm.page.tsx",
    path: "/alerts/confirm/:token",
    kind: "action",
    secret: true,
  },
  alertStop: {
    file: "alert-stop.page.tsx",
    path: "/alerts/stop/:token/:id",
    kind: "action",
    secret: true,
    params: { id: "\\d{1,10}" },
  },
  category: { file: "category.page.tsx", path: "/category/:category", kind: "list", rendered: true },
  conversation: { file: "conversation.page.tsx", path: "/conversation/:token", kind: "action", secret: true },
  home: { file: "home.page.tsx", path: "/", kind: "list", rendered: true },
  manage: { file: "manage.page.tsx", path: "/manage/:token", kind: "action", secret: true },
  myData: { file: "my-data.page.tsx", path: "/my-data/:token", kind: "action", secret: true },
  myDataRequest: { file: "my-data.page.tsx", path: "/my-data", kind: "action" },
  newsletterSent: {
    file: "newsletter-sent.page.tsx",
    path: "/newsletter/sent",
    kind: "action",
    rendered: true,
  },
  notice: {
    file: "notice.page.tsx",
    path: "/notice/:id/:slug?",
    kind: "notice",
    rendered: true,
    countsView: true,
  },
  paymentCancel: { file: "payment-cancel.page.tsx", path: "/payment-cancel", kind: "action" },
  paymentSuccess: { file: "payment-success.page.tsx", path: "/payment-success", kind: "action" },
  poster: {
    file: "poster.page.tsx",
    path: "/poster/:id",
    kind: "notice",
    rendered: true,
    params: { id: "\\d{1,9}" },
  },
  postingGuidelines: {
    file: "posting-guidelines.page.tsx",
    path: "/posting-guidelines",
    kind: "static",
    rendered: true,
  },
  privacy: { file: "privacy.page.tsx", path: "/privacy", kind: "static", rendered: true },
  subscribeConfirm: {
    file: "subscribe-confirm.page.tsx",
    path: "/subscribe/confirm/:token",
    kind: "action",
    secret: true,
  },
  subscription: { file: "subscription.page.tsx", path: "/subscription/:token", kind: "action", secret: true },
  terms: { file: "terms.page.tsx", path: "/terms", kind: "static", rendered: true },
  unsubscribe: { file: "unsubscribe.page.tsx", path: "/unsubscribe/:token", kind: "action", secret: true },
  verify: { file: "verify.page.tsx", path: "/verify/:token?", kind: "action", secret: true },
} as const;
