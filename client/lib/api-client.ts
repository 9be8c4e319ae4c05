/** The one way the browser talks to the API (product-spec.md §7, §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** `status: body text`, as the spec's generic error. */
    message: string,
    /** The server's human sentence (`message` of the JSON answer), or the status text. */
    readonly serverMessage: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function toApiError(res: Response): Promise<ApiError> {
  const text = (await res.text().catch(() => "")) || res.statusText;
  let serverMessage = res.statusText || `Request failed (${res.status})`;
  let errors: Record<string, string> = {};
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    if (typeof body.message === "string" && body.message) serverMessage = body.message;
    if (body.errors && typeof body.errors === "object") errors = body.errors as Record<string, string>;
  } catch {
    if (text && text.length < 200) serverMessage = text;
  }
  return new ApiError(res.status, `${res.status}: ${text}`, serverMessage, errors);
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
