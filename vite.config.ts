import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

const apiPort = process.env.API_PORT ?? "3001";

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each built script and stylesheet, which the server sends
 * as they are (@fastify/static's preCompressed): smaller than compressing on every request, and no work per request.
 */
function precompress(): Plugin {
  return {
    name: "noticeboard-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      if (this.environment.config.build.ssr) return;
      for (const file of Object.keys(bundle).filter((name) => /\.(js|css|svg)$/.test(name))) {
        const full = path.join(options.dir!, file);
        const bytes = fs.readFileSync(full);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(
          `${full}.br`,
          brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** `vite build` makes the browser app (dist/client); `vite build --ssr entry-server.tsx` its server renderer (dist/server). */
export default defineConfig(({ isSsrBuild }) => ({
  root: "client",
  // The server build needs no copy of the public folder: the browser build serves it.
  publicDir: isSsrBuild ? false : "public",
  plugins: [react(), tailwindcss(), precompress()],
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
