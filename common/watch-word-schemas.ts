import { z } from "zod";
import { foldLineBreaks } from "./storable-text";

export const WATCH_WORD_KINDS = ["block", "flag"] as const;
export type WatchWordKind = (typeof WATCH_WORD_KINDS)[number];

export const WATCH_WORD_KIND_LABELS: Record<WatchWordKind, string> = {
  block: "Block: refuse the notice",
  flag: "Flag: mark it in the queue",
};

/** The watch list form and POST /api/admin/watch-words. */
export const WatchWordInputSchema = z.object({
  word: z
    .string({ error: "Word must be at least 2 characters" })
    .overwrite(foldLineBreaks)
    .trim()
    .toLowerCase()
    .min(2, "Word must be at least 2 characters")
    .max(60, "Word must be less than 60 characters"),
  kind: z.enum(WATCH_WORD_KINDS, { error: "Please choose block or flag" }),
});
export type WatchWordInput = z.infer<typeof WatchWordInputSchema>;

export const WatchWordSchema = z.object({ id: z.number(), word: z.string(), kind: z.string() });
/** GET /api/admin/watch-words. */
export const WatchWordListSchema = z.array(WatchWordSchema);
