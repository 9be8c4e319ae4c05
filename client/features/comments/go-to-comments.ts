/**
 * "Reply to discussion" (notice-actions.tsx): scrolls to the comments and puts the cursor in the comment form, whose
 * focus wakes the form's island (comment-form-slot.tsx). No React: on a sleeping page boot.ts calls it as an island's
 * opener, and the rest of the page sleeps on.
 */
export function goToComments(): void {
  const section = document.getElementById("comments");
  if (!section) return;
  section.scrollIntoView({ behavior: "smooth", block: "start" });
  section.querySelector<HTMLElement>("input, textarea")?.focus({ preventScroll: true });
}
