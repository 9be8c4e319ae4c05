/** The API's errors as the browser sees them (product-spec.md §7, §8); calls go through the typed client, lib/api.ts. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** `status: body text`, as the spec's generic error. */
    message: string,
    /** The server's human sentence (`message` of the JSON answer), or the status text. */
    readonly serverMessage: string,
    readonly errors: Record<string, string> = {},
    /** The JSON answer itself, when it was JSON (a 410's title and outcome, say). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * The error for a failed answer, from its status and body (parsed JSON, or its text when it was not JSON): the same
 * whether the browser fetched it or the server rendered the page with it (ssr/load-page-data.ts).
 */
export function apiErrorOf(status: number, body: unknown, statusText = ""): ApiError {
  const json =
    body !== null && typeof body === "object" ? (body as { message?: unknown; errors?: unknown }) : undefined;
  const text = typeof body === "string" ? body : JSON.stringify(body);
  let serverMessage = statusText || `Request failed (${status})`;
  if (typeof json?.message === "string" && json.message) serverMessage = json.message;
  else if (typeof body === "string" && body && body.length < 200) serverMessage = body;
  const errors =
    json?.errors && typeof json.errors === "object" ? (json.errors as Record<string, string>) : {};
  return new ApiError(status, `${status}: ${text}`, serverMessage, errors, json);
}

/** The message a failure toast shows: the server's sentence, or the fallback for network failures. */
export function errorMessage(error: unknown, fallback = "Please try again later"): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}
