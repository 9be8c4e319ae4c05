import { OPERATION_SUMMARIES } from "./openapi-summaries";

/**
 * What the routes' schemas cannot say, added to the generated document (Redocly's recommended rules pass with no
 * error): a summary and an operationId for every operation, the two ways to be authorised (the admin session cookie, the
 * backup token), the one-click unsubscribe body mail clients send, an optional body where the route takes none, and the
 * list query's keys as the server reads them (it never refuses a value).
 */
type Json = Record<string, unknown>;
type Operation = Json & {
  summary?: string;
  operationId?: string;
  security?: Json[];
  parameters?: (Json & { in?: string; name?: string; schema?: Json })[];
  requestBody?: Json & { required?: boolean; content?: Record<string, { schema?: Json }> };
  responses?: Record<string, Json>;
};

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

/** The route marks itself (routeOptions.schema.security, set by the admin scope) or is open to anyone. */
export const ADMIN_SESSION_SECURITY = [{ adminSession: [] }];
const BACKUP_TOKEN_OPERATION = "POST /api/admin/backups";

function operationId(method: string, path: string): string {
  const words = path
    .replace(/\.(\w+)$/, "-$1")
    .split(/[/{}.-]+/)
    .filter((word) => word && word !== "api");
  return [method, ...words].map((word, i) => (i ? word[0].toUpperCase() + word.slice(1) : word)).join("");
}

/** Keys of GET /api/notices: any value is accepted; one the server does not know is ignored, as described. */
const LIST_QUERY_KEYS: Record<string, string> = {
  page: "Page from 1. A value that is not a whole number is ignored (page 1); one out of range is clamped.",
  limit:
    "Notices per page, 1 to 100 (default 20). A value that is not a whole number is ignored; one out of range is clamped.",
  category: "A category's key. An unknown key is ignored: every category.",
  location: "A town's key, or `all`. An unknown key is ignored: everywhere.",
  search: "Words to search for; trimmed, spaces collapsed.",
  sort: "The order. An unknown order is ignored: the default.",
  featured: "`1` or `true`: featured notices only. Any other value is ignored.",
};

function describeListQuery(op: Operation): void {
  for (const parameter of op.parameters ?? []) {
    if (parameter.in !== "query" || !parameter.name || !(parameter.name in LIST_QUERY_KEYS)) continue;
    const allowed = ((parameter.schema?.anyOf as Json[] | undefined) ?? [])
      .flatMap((option) => (Array.isArray(option.enum) ? (option.enum as string[]) : []))
      .map((value) => `\`${value}\``);
    parameter.description =
      LIST_QUERY_KEYS[parameter.name] +
      (allowed.length ? ` Known values: ${allowed.join(", ")}.` : "") +
      " Given twice, the first counts.";
    parameter.schema = { type: "string" };
  }
}

/** RFC 8058: a mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; a page posts nothing. */
function describeOneClick(op: Operation): void {
  op.requestBody = {
    required: false,
    description:
      "None from the page's button; `List-Unsubscribe=One-Click` as a form from a mail client's one-click unsubscribe (RFC 8058).",
    content: {
      ...(op.requestBody?.content ?? {}),
      "application/x-www-form-urlencoded": {
        schema: {
          type: "object",
          properties: { "List-Unsubscribe": { type: "string", enum: ["One-Click"] } },
        },
      },
    },
  };
}

/**
 * The forms a browser without JavaScript posts (issue 38): the same fields as a form, answered with a page to show
 * (303 See Other) instead of JSON. The 303 is the reply of a route's hook, outside its response schemas.
 */
const BROWSER_FORMS: Record<string, string> = {
  "POST /api/subscribe":
    "To `/newsletter/sent`, or `/newsletter/sent?error=email` (the address was refused) or `?error=busy` (too many tries).",
  "POST /api/contact":
    "To the notice's page, `/notice/{noticeId}?contact=sent#contact`, or `?contact=invalid` (a field was refused), `?contact=busy` (too many tries) or `?contact=blocked` (an address moderators blocked). A notice that is not live answers 404 as JSON.",
  "POST /api/notices/{id}/comments":
    "To the notice's page, `/notice/{id}?comment=sent#comments`, or `?comment=invalid#comment-form` (a field was refused) or `?comment=busy#comment-form` (too many tries).",
};

function describeBrowserForm(op: Operation, answer: string): void {
  const json = op.requestBody?.content?.["application/json"];
  if (json?.schema) {
    op.requestBody!.content!["application/x-www-form-urlencoded"] = { schema: json.schema };
  }
  op.responses = {
    ...(op.responses ?? {}),
    "303": {
      description: `The form as a browser without JavaScript posts it (\`application/x-www-form-urlencoded\`) is answered with a page to show. ${answer}`,
      headers: { Location: { description: "The page to show.", schema: { type: "string" } } },
    },
  };
}

/** A body whose schema allows null is one the route does without: not required. */
function optionalWhenNullable(op: Operation): void {
  const body = op.requestBody;
  if (!body?.content) return;
  const nullable = Object.values(body.content).every((media) => {
    const anyOf = media.schema?.anyOf as Json[] | undefined;
    return anyOf?.some((option) => option.type === "null") ?? false;
  });
  if (nullable) body.required = false;
}

/** The document's components.securitySchemes: the admin session cookie, and the backup token. */
export function securitySchemes(sessionCookie: string) {
  return {
    adminSession: {
      type: "apiKey" as const,
      in: "cookie" as const,
      name: sessionCookie,
      description:
        "The session cookie `POST /api/admin/login` sets (and `/login/mfa` with two-factor sign-in).",
    },
    backupToken: {
      type: "http" as const,
      scheme: "bearer",
      description: "The token the server keeps in `DATA_DIR/backup.token`, for `npm run backup`.",
    },
  };
}

export function finishOpenApiDocument<T>(document: T): T {
  const doc = document as Json & { paths?: Record<string, Record<string, Operation>> };
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      op.summary ??= OPERATION_SUMMARIES[key] ?? key;
      op.operationId ??= operationId(method, path);
      op.security ??= key === BACKUP_TOKEN_OPERATION ? [{ backupToken: [] }] : [];
      optionalWhenNullable(op);
      if (key === "POST /api/unsubscribe/{token}") describeOneClick(op);
      if (key === "GET /api/notices") describeListQuery(op);
      if (key in BROWSER_FORMS) describeBrowserForm(op, BROWSER_FORMS[key]);
    }
  }
  return document;
}
