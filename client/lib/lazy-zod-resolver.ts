import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver whose zod schema (and so the validation library) loads at the form's first check rather
 * than with the page: for forms every public page shows, which most visitors never fill in.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<z.ZodType<T, T>>): Resolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loaded ??= Promise.all([load(), import("./zod-resolver")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<T>,
      (err: unknown) => {
        loaded = undefined; // a failed download is tried again at the next check
        throw err;
      },
    );
    return (await loaded)(values, context, options);
  };
}
