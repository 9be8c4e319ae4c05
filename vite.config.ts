import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const apiPort = process.env.API_PORT ?? "3001";

/** `vite build` makes the browser app (dist/client); `vite build --ssr entry-server.tsx` its server renderer (dist/server). */
export default defineConfig(({ isSsrBuild }) => ({
  root: "client",
  // The server build needs no copy of the public folder: the browser build serves it.
  publicDir: isSsrBuild ? false : "public",
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./client", import.meta.url)),
      "@common": fileURLToPath(new URL("./common", import.meta.url)),
    },
  },
  build: {
    outDir: isSsrBuild ? "../dist/server" : "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${apiPort}`, "/uploads": `http://127.0.0.1:${apiPort}` },
  },
}));
