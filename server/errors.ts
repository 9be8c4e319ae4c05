/** A failure the client should see: the status and the human sentence of server-contract.md §2. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message = "Not found") => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const badRequest = (message: string, errors?: Record<string, string>) =>
  new AppError(400, message, errors);

/** 400 with one message per field; the first one doubles as the toast message. */
export function validationError(errors: Record<string, string>): AppError {
  const first = Object.values(errors)[0] ?? "Invalid input";
  return new AppError(400, first, errors);
}

/** A path id that IdParamsSchema (common/id-params-schema.ts) could not read names nothing: 404, like an unknown one. */
export function existingId(id: number | null, message: string): number {
  if (id === null) throw notFound(message);
  return id;
}

function fieldName(path: readonly PropertyKey[], fallback: string): string {
  return path.length ? path.map(String).join(".") : fallback;
}

/** Turns zod issues into one message per field (the first per field wins). */
export function zodIssuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = fieldName(issue.path, "body");
    if (!(name in errors)) errors[name] = issue.message;
  }
  return errors;
}
