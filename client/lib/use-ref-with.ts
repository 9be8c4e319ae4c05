import { useCallback, type Ref, type RefCallback } from "react";

/** Hands an element to a ref, as React would: a callback is called (its cleanup passed on), an object's `current` set. */
function setRef<T>(ref: Ref<T> | undefined, element: T | null): void | (() => void) {
  if (typeof ref === "function") return ref(element);
  if (ref) Object.assign(ref, { current: element });
}

/** A ref that hands the element to `own` as well as to the caller's ref (a callback or an object). */
export function useRefWith<T>(own: (element: T | null) => void, ref: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (element: T | null) => {
      own(element);
      return setRef(ref, element);
    },
    [own, ref],
  );
}
