import { useState, type ReactNode } from "react";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { OptionSelect, type Option } from "@/components/option-select";

interface SearchBox {
  id: string;
  /** The search box's name (read by screen readers; the placeholder says what it matches). */
  label: string;
  placeholder: string;
  /** Called with the trimmed text when Search is pressed. */
  onSearch: (text: string) => void;
}

export interface FilterSelect<V extends string = string> {
  id: string;
  label: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
  /** The trigger's width class, e.g. "w-40". */
  width: string;
  /**
   * Called as the options open. A tab whose shown value is a default that may still change (it waits on an answer)
   * keeps it from here on: choosing the option already shown calls no `onChange`, and the choice must stand.
   */
  onOpen?: () => void;
}

interface Props<V extends string> {
  search?: SearchBox;
  selects?: FilterSelect<V>[];
  /** Anything else the tab filters by (a switch, a Refresh button), after the rest. */
  children?: ReactNode;
}

/** The admin tabs' filter bar: a search box with its Search button, labelled dropdowns, and the tab's own extras. */
export function AdminFilterBar<V extends string>({ search, selects = [], children }: Props<V>) {
  const [text, setText] = useState("");
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      {search && (
        <form
          role="search"
          className="flex flex-1 gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            search.onSearch(text.trim());
          }}
        >
          <Label htmlFor={search.id} className="sr-only">
            {search.label}
          </Label>
          <Input
            id={search.id}
            type="search"
            placeholder={search.placeholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            Search
          </Button>
        </form>
      )}
      {selects.map((select) => (
        <div key={select.id} className="flex items-center gap-2">
          <Label htmlFor={select.id}>{select.label}</Label>
          <OptionSelect
            id={select.id}
            value={select.value}
            options={select.options}
            onValueChange={select.onChange}
            onOpenChange={(open) => open && select.onOpen?.()}
            className={select.width}
          />
        </div>
      ))}
      {children}
    </div>
  );
}
