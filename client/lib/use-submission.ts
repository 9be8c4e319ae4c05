import { useRef, useState } from "react";

type State = { status: "idle" | "pending" | "success" } | { status: "error"; error: Error };

interface Callbacks<Result> {
  onSuccess?: (result: Result) => void;
  onError?: (error: Error) => void;
}

/**
 * A form's one submission at a time, as TanStack Query's useMutation answers it (isPending, isError, error, reset,
 * mutate with its callbacks), for a dialog drawn in an island of its own, which carries no query cache
 * (docs/decisions/0022-dialog-islands.md). A reset, or the dialog closing, drops an answer still on its way.
 */
export function useSubmission<Variables, Result>(send: (variables: Variables) => Promise<Result>) {
  const [state, setState] = useState<State>({ status: "idle" });
  const current = useRef(0);
  const mutate = (variables: Variables, { onSuccess, onError }: Callbacks<Result> = {}) => {
    const run = ++current.current;
    setState({ status: "pending" });
    send(variables).then(
      (result) => {
        if (run !== current.current) return;
        setState({ status: "success" });
        onSuccess?.(result);
      },
      (thrown: unknown) => {
        if (run !== current.current) return;
        const error = thrown instanceof Error ? thrown : new Error(String(thrown));
        setState({ status: "error", error });
        onError?.(error);
      },
    );
  };
  const reset = () => {
    current.current += 1;
    setState({ status: "idle" });
  };
  return {
    mutate,
    reset,
    isPending: state.status === "pending",
    isError: state.status === "error",
    error: state.status === "error" ? state.error : null,
  };
}
