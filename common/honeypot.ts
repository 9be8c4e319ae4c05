/**
 * The hidden field a person never sees and a form-filling bot fills in (product-spec.md §2 abuse rules). On its own,
 * without the posting schemas, so the service worker that sends kept notices carries no validation library.
 */
export const HONEYPOT_FIELD = "website";
