import { AppError } from "../errors";
import { BOARD_NAME_WORDS, hasObviousWeakness, WEAK_PASSWORD } from "../../common/admin-password-rule";

/** zxcvbn's score from which a password is accepted (0–4; 3 is "safely unguessable: moderate protection offline"). */
export const MIN_PASSWORD_SCORE = 3;

/** The estimator with its common and English dictionaries, loaded at the first password set, not at start. */
let estimator: Promise<{ check: (password: string, inputs: string[]) => { score: number } }> | undefined;

function loadEstimator() {
  return (estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })());
}

/**
 * Whether a new password is good enough: 12 characters or more, neither the username nor the board's name in it, and
 * not among the common or breached passwords zxcvbn knows (score 3 or more, with the username and the board's name as
 * words it tries too).
 */
export async function isStrongPassword(password: string, username: string): Promise<boolean> {
  if (hasObviousWeakness(password, username)) return false;
  const zxcvbn = await loadEstimator();
  return zxcvbn.check(password.slice(0, 200), [username, ...BOARD_NAME_WORDS]).score >= MIN_PASSWORD_SCORE;
}

/** 400 "Choose a longer or less common password" on the password field, for a route. */
export async function requireStrongPassword(password: string, username: string): Promise<void> {
  if (!(await isStrongPassword(password, username))) {
    throw new AppError(400, WEAK_PASSWORD, { password: WEAK_PASSWORD });
  }
}
