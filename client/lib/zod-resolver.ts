import "./zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type * as z4 from "zod/v4/core";

/** react-hook-form's zod resolver, with zod set to parse without `new Function` first (zod-jitless.ts). */
export { zodResolver };

/**
 * The zod resolver for a form whose schema loads when first needed rather than with the form: zod itself is about
 * 22 KB compressed, and a dialog on a public page opens without it (issue 38's script after opening the post dialog).
 * It starts loading at `preload()` (the first thing typed) and at the first check at the latest (the first submit);
 * then every check is the schema's, as with zodResolver.
 */
export function zodResolverLoading<Input extends FieldValues, Output>(
  load: () => Promise<z4.$ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> & { preload: () => void } {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  // A load that failed (the signal dropped) is tried again at the next check, not kept.
  const resolver = () =>
    (loading ??= load().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolve: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await resolver())(values, context, options);
  return Object.assign(resolve, { preload: () => void resolver().catch(() => undefined) });
}
