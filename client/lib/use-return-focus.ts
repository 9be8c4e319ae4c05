import { useRef } from "react";

interface AutoFocusEvent {
  preventDefault(): void;
  readonly defaultPrevented: boolean;
}

/**
 * Returns focus to whatever opened a dialog when it closes (Esc, Cancel, the close button). Radix does this only for
 * its own Trigger; most dialogs here are opened from code (a button's onClick, `?feature=1`), and focus then fell
 * back to the page's top, so a keyboard user lost their place. The opener is what had focus as the dialog opened.
 */
export function useReturnFocus(props: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      props.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event & AutoFocusEvent) => {
      props.onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
