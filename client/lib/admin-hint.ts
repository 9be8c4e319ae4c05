/**
 * A hint, readable by the page, that this browser holds a moderator's session: public pages ask the admin API (the
 * preview of a notice the public cannot see) only when it is set, so a visitor's browser never calls it and never logs
 * its 401. It says nothing secret (the session cookie itself stays HttpOnly) and ends with the browser session; it is
 * set at sign-in and by a passing auth check, cleared at logout and by any 401 from the admin API.
 */
const HINT = "nb_admin_hint";

export function hasAdminHint(): boolean {
  return typeof document !== "undefined" && document.cookie.split("; ").includes(`${HINT}=1`);
}

export function setAdminHint(isSignedIn: boolean): void {
  if (typeof document === "undefined") return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = isSignedIn
    ? `${HINT}=1; Path=/; SameSite=Strict${secure}`
    : `${HINT}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}
