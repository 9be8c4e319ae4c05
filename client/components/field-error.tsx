/** A field's message beneath it, tied to the field by aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** aria-describedby for a field: its error (when shown) and any hints. */
export function describedBy(errorId: string, hasError: boolean, ...hints: string[]): string | undefined {
  return [hasError ? errorId : "", ...hints].filter(Boolean).join(" ") || undefined;
}
