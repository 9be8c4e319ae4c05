import { useId, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { Search } from "lucide-react";
import { CATEGORIES, CATEGORY_LABELS } from "@common/categories";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * A way on from a dead end (the 404 page, a notice that is gone): a search over all notices and the categories, so a
 * visitor who followed an old link is not left with only "Return to Home".
 */
export function FindNotices() {
  const [, navigate] = useLocation();
  const [text, setText] = useState("");
  const inputId = useId();
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    navigate(search ? `/?${new URLSearchParams({ search }).toString()}` : "/");
  };

  return (
    <div className="space-y-4 text-left">
      <form role="search" onSubmit={submit} className="space-y-2">
        <Label htmlFor={inputId}>Search notices</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="min-w-0 flex-1"
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            Search
          </Button>
        </div>
      </form>
      <nav aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-2 text-sm font-medium">
          Or browse a category
        </h2>
        <ul className="flex flex-wrap gap-2">
          {CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                href={`/category/${category}`}
                className="inline-flex h-9 items-center rounded-full border px-3 text-sm hover:bg-accent focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
              >
                {CATEGORY_LABELS[category]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
