/** The one way the browser talks to the API (product-spec.md §7, §8). */
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

async function toApiError(res: Response): Promise<ApiError> {
  const text = (await res.text().catch(() => "")) || res.statusText;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, say): its text is the body.
  }
  return apiErrorOf(res.status, body, res.statusText);
}

async function parseBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** JSON request; a body is sent (as JSON) only when supplied. Any non-success answer throws ApiError. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: "include" };
  if (body !== undefined) {
    init.headers = { "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  if (!res.ok) throw await toApiError(res);
  return parseBody<T>(res);
}

/** Multipart request (posting a notice, uploading an image). */
export async function apiUpload<T = unknown>(method: string, url: string, form: FormData): Promise<T> {
  const res = await fetch(url, { method, body: form, credentials: "include" });
  if (!res.ok) throw await toApiError(res);
  return parseBody<T>(res);
}

/** The message a failure toast shows: the server's sentence, or the fallback for network failures. */
export function errorMessage(error: unknown, fallback = "Please try again later"): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}
