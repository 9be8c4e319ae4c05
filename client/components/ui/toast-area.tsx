import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { useToast } from "@/components/ui/use-toast";
import { watched } from "@/lib/watched";

/* Toasts only ever follow an action, so their library loads with the first toast (the toast store itself is tiny). */
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/*
 * The page may have more than one React root: the app's, and a dialog opened on a sleeping page in a root of its own
 * (components/island.tsx). Each has a toast area; the first mounted shows every toast, so a toast is never shown twice
 * nor its region named twice.
 */
const owner = watched<object | null>(null);

/** The toast area, from the first toast on (then kept, so toasts can leave as they should). */
export function ToastArea() {
  const { toasts } = useToast();
  const [me] = useState(() => ({}));
  const current = useSyncExternalStore(owner.watch, owner.get, () => null);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  useEffect(() => {
    if (owner.get() === null) owner.set(me);
  }, [me, current]);
  useEffect(() => () => void (owner.get() === me && owner.set(null)), [me]);
  return current === me && needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
