/** "1 hour", "5 hours". */
export function hoursText(hours: number): string {
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/**
 * The sentence the post dialog and the activation mail add when the board knows its usual wait (the last 30 days'
 * median from confirmation to a moderator's decision, in whole hours); nothing when it does not.
 */
export function usualWaitSentence(hours: number | null | undefined): string | null {
  if (!hours) return null;
  return `Notices are usually checked within ${hoursText(hours)}.`;
}
