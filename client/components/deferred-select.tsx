import { useEffect, useState, type KeyboardEvent } from "react";
import { ChevronDown } from "lucide-react";
import type { Option } from "@/components/option-select";
import { SELECT_TRIGGER_CLASS } from "@/components/select-trigger-class";
import { takeEarlyPress } from "@/lib/early-presses";

type OptionSelectComponent = typeof import("@/components/option-select").OptionSelect<string>;

const loadOptionSelect = () => import("@/components/option-select").then((m) => m.OptionSelect);

/** Keys that open a closed select, as Radix's trigger has them. */
const OPENING_KEYS = new Set([" ", "Enter", "ArrowDown", "ArrowUp"]);

interface Props {
  /** The button's id, which its <Label htmlFor> names. */
  id: string;
  value: string;
  /** The chosen option's text. */
  valueText: string;
  options: readonly Option[];
  onValueChange: (value: string) => void;
}

/**
 * A dropdown on a public page whose code (Radix Select and its positioning, about 30 KB compressed) loads when it is
 * first pressed, not with the page: until then a button that looks and is named the same stands in for it. Pressed by
 * pointer or key, it loads the select and opens it; focus or a hover fetches the code ahead of the press. Pressed
 * before even the stand-in's code arrived (server HTML on a slow phone), it opens when it hydrates.
 */
export function DeferredSelect(props: Props) {
  const [OptionSelect, setOptionSelect] = useState<OptionSelectComponent | null>(null);
  const open = () => void loadOptionSelect().then((component) => setOptionSelect(() => component));
  const { id } = props;
  useEffect(() => {
    if (takeEarlyPress(id)) void loadOptionSelect().then((component) => setOptionSelect(() => component));
  }, [id]);

  if (OptionSelect) return <OptionSelect {...props} defaultOpen />;

  const onPress = () => {
    takeEarlyPress(props.id); // answered here: not to be answered again at the next mount
    open();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    onPress();
  };
  return (
    <button
      type="button"
      role="combobox"
      id={props.id}
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      className={SELECT_TRIGGER_CLASS}
      data-early-press
      onClick={onPress}
      onKeyDown={onKeyDown}
      onFocus={() => void loadOptionSelect()}
      onPointerEnter={() => void loadOptionSelect()}
    >
      <span>{props.valueText}</span>
      <ChevronDown className="h-4 w-4 shrink-0 opacity-70" aria-hidden="true" />
    </button>
  );
}
