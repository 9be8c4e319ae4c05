import { useEffect, useState, type KeyboardEvent, type Ref } from "react";
import { ChevronDown } from "lucide-react";
import type { Option } from "@/components/option-select";
import { SELECT_TRIGGER_CLASS } from "@/components/select-trigger-class";
import { OPENING_KEYS, takeEarlyPress } from "@/lib/early-presses";

type OptionSelectComponent = typeof import("@/components/option-select").OptionSelect<string>;

const loadOptionSelect = () => import("@/components/option-select").then((m) => m.OptionSelect);

interface Props {
  /** The button's id, which its <Label htmlFor> names. */
  id: string;
  /** A value that is not among the options shows the placeholder. */
  value: string | undefined;
  /** The chosen option's text (none: the placeholder shows). */
  valueText: string | undefined;
  options: readonly Option[];
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** A form's field (components/ui/field.tsx) marks it and names what describes it. */
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  /** A form's field: left (react-hook-form's touched state) and focused on an error, stand-in or select alike. */
  onBlur?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A dropdown on a public page or in its dialogs whose code (Radix Select and its positioning, about 15 KB compressed)
 * loads when it is first pressed, not with the page: until then a button that looks and is named the same stands in for
 * it. Pressed by pointer or key, it loads the select and opens it; keyboard focus or a hover fetches the code ahead of
 * the press. Pressed before even the stand-in's code arrived (server HTML on a slow phone), it opens when it hydrates.
 * Until it has loaded, a letter typed on it does not choose (Radix's closed trigger's type-ahead).
 */
export function DeferredSelect({ ref, ...props }: Props) {
  const [OptionSelect, setOptionSelect] = useState<OptionSelectComponent | null>(null);
  const open = () => void loadOptionSelect().then((component) => setOptionSelect(() => component));
  const { id } = props;
  useEffect(() => {
    if (takeEarlyPress(id)) void loadOptionSelect().then((component) => setOptionSelect(() => component));
  }, [id]);

  if (OptionSelect) return <OptionSelect {...props} ref={ref} defaultOpen />;
  const chosen = props.options.some((option) => option.value === props.value) ? props.valueText : undefined;

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
      ref={ref}
      aria-expanded={false}
      aria-autocomplete="none"
      aria-invalid={props["aria-invalid"]}
      aria-describedby={props["aria-describedby"]}
      data-state="closed"
      data-placeholder={chosen === undefined ? "" : undefined}
      className={SELECT_TRIGGER_CLASS}
      data-early-press
      onClick={onPress}
      onKeyDown={onKeyDown}
      onBlur={props.onBlur}
      onFocus={(event) => isKeyboardFocus(event.currentTarget) && void loadOptionSelect()}
      onPointerEnter={() => void loadOptionSelect()}
    >
      <span>{chosen ?? props.placeholder}</span>
      <ChevronDown className="h-4 w-4 shrink-0 opacity-70" aria-hidden="true" />
    </button>
  );
}

/**
 * Focus that a key brought (the browser shows its ring): the press is likely next, so the code is fetched ahead. Not
 * the focus a dialog opened by a tap or a click gives its first field, which asks for nothing.
 */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    return true;
  }
}
