/**
 * The rule for a password an account is given (an invitation, `npm run admin`, ADMIN_PASSWORD), issue 34. The cheap
 * half lives here, for the form and the route's schema alike; the common-password estimator (zxcvbn, its dictionaries
 * are large) runs on the server only: server/admin-auth/password-strength.ts. Logging in still takes any older
 * password of 8 characters or more.
 */
export const WEAK_PASSWORD = "Choose a longer or less common password";
export const NEW_PASSWORD_MIN = 12;
/** The board's name, which every guesser of a moderator's password tries first. */
export const BOARD_NAME_WORDS = ["shropshire", "noticeboard"] as const;

/** Too short, or containing the username or the board's name (letters compared without case). */
export function hasObviousWeakness(password: string, username: string): boolean {
  if (password.length < NEW_PASSWORD_MIN) return true;
  const lower = password.toLowerCase();
  const name = username.trim().toLowerCase();
  if (name.length > 0 && lower.includes(name)) return true;
  return BOARD_NAME_WORDS.some((word) => lower.includes(word));
}
