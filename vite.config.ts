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

const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Marks the scripts a page loads before it is interactive (the entry chunk and the chunks it imports statically) with
 * V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later): their functions are then compiled
 * while the script streams in, off the main thread, instead of one by one on the main thread the first time each runs.
 * React's runtime is wrapped in one function that runs at start-up, and compiling it lazily was most of the
 * longest task a phone ran after loading a page. Lazy chunks (dialogs, the admin dashboard) are left to compile lazily.
 */
function compileHints(): Plugin {
  return {
    name: "noticeboard-compile-hints",
    apply: "build",
    // After Vite's own generateBundle, which puts the lazy chunks' dependency map at the top of the entry.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        if (this.environment.config.build.ssr) return;
        const hinted = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (hinted.has(file) || chunk?.type !== "chunk") return;
          hinted.add(file);
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === "chunk" && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
}

/** `vite build` makes the browser app (dist/client); `vite build --ssr entry-server.tsx` its server renderer (dist/server). */
export default defineConfig(({ isSsrBuild }) => ({
  root: "client",
  // The server build needs no copy of the public folder: the browser build serves it.
  publicDir: isSsrBuild ? false : "public",
  plugins: [react(), tailwindcss(), compileHints(), precompress()],
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
