/**
 * `ArrayBuffer.prototype.detached` (ES2024) where the runtime lacks it, as Node 20 does; Node 22 has it. React's edge
 * renderer (client/entry-server.tsx) checks a chunk's buffer with it before writing: without it React warns that it
 * cannot tell an empty chunk from a detached one. A detached buffer has no bytes and no view can be made on it, which
 * is how this tells; a buffer with bytes, or an empty one that is not detached, is not.
 */
if (!Object.prototype.hasOwnProperty.call(ArrayBuffer.prototype, "detached")) {
  Object.defineProperty(ArrayBuffer.prototype, "detached", {
    configurable: true,
    get(this: ArrayBuffer): boolean {
      if (this.byteLength > 0) return false;
      try {
        new Uint8Array(this);
        return false;
      } catch {
        return true;
      }
    },
  });
}

export {};
