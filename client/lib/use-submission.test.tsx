import { describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useSubmission } from "./use-submission";

/** The post dialog's submission without the query cache (components/island.tsx): as useMutation answers it. */
describe("useSubmission", () => {
  it("is pending while sent, then calls back with the answer or the error and says so", async () => {
    let settle: { resolve: (id: number) => void; reject: (error: Error) => void } | undefined;
    const send = vi.fn(() => new Promise<number>((resolve, reject) => void (settle = { resolve, reject })));
    const { result } = renderHook(() => useSubmission(send));
    const onSuccess = vi.fn();
    act(() => result.current.mutate("first", { onSuccess }));
    expect(result.current.isPending).toBe(true);
    await act(async () => settle!.resolve(7));
    expect(onSuccess).toHaveBeenCalledWith(7);
    expect(result.current.isPending).toBe(false);

    const onError = vi.fn();
    act(() => result.current.mutate("second", { onError }));
    await act(async () => settle!.reject(new Error("Refused")));
    expect(onError).toHaveBeenCalledWith(new Error("Refused"));
    expect(result.current.isError).toBe(true);
    expect(result.current.error?.message).toBe("Refused");
    act(() => result.current.reset());
    expect(result.current.isError).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it("drops an answer that arrives after a reset", async () => {
    let resolve: (id: number) => void = () => undefined;
    const { result } = renderHook(() => useSubmission(() => new Promise<number>((done) => (resolve = done))));
    const onSuccess = vi.fn();
    act(() => result.current.mutate(undefined, { onSuccess }));
    act(() => result.current.reset());
    await act(async () => resolve(1));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(result.current.isPending).toBe(false);
  });
});
