import { describe, expect, it } from "vitest";
import "./array-buffer-detached";

/** The ES2024 property, which this project's TypeScript library does not declare yet. */
const detached = (buffer: ArrayBufferLike) => (buffer as ArrayBuffer & { detached: boolean }).detached;

describe("ArrayBuffer.prototype.detached", () => {
  it("is true for a buffer handed away, false for one with bytes or an empty one kept", () => {
    const handedAway = new ArrayBuffer(8);
    structuredClone(handedAway, { transfer: [handedAway] });
    expect(detached(handedAway)).toBe(true);
    expect(detached(new ArrayBuffer(8))).toBe(false);
    expect(detached(new ArrayBuffer(0))).toBe(false);
    expect(detached(new Uint8Array(16).subarray(4, 4).buffer)).toBe(false);
  });
});
