import { useQueries } from "@tanstack/react-query";
import { countOf } from "@common/format";
import { api, call } from "@/lib/api";

/** How many words the preview searches, and how many titles it shows for each. */
const MAX_WORDS = 8;
const TITLES_SHOWN = 3;

/**
 * What a new meaning would find, before it is saved: each word searched as the board's search does today (its own
 * synonyms included), with the count and the first titles. A word that finds nothing says so.
 */
export function SynonymPreview({ words }: { words: string[] }) {
  const shown = [...new Set(words.map((w) => w.toLowerCase()))].slice(0, MAX_WORDS);
  const results = useQueries({
    queries: shown.map((word) => ({
      queryKey: ["synonym-preview", word],
      queryFn: () =>
        call(api.GET("/api/notices", { params: { query: { search: word, limit: String(TITLES_SHOWN) } } })),
    })),
  });
  if (!shown.length) return null;
  return (
    <section aria-label="Preview" className="space-y-2 rounded-md border p-3 text-sm">
      <h3 className="font-medium">What it would find</h3>
      <ul className="space-y-1">
        {shown.map((word, i) => {
          const result = results[i];
          const list = result.data;
          return (
            <li key={word}>
              <span className="font-medium">{word}: </span>
              {result.isPending
                ? "searching…"
                : result.isError || !list
                  ? "could not search"
                  : list.pagination.total === 0
                    ? "no notices"
                    : `${countOf(list.pagination.total, "notice")}: ${list.data.map((n) => n.title).join("; ")}`}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
