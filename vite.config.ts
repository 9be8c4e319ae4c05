import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { classMergeTablePlugin } from "./scripts/class-merge-table.ts";

const apiPort = process.env.API_PORT ?? "3001";
/** Names the build in its HTML (`<meta name="build">`) and its entry script; the service-worker journey builds twice. */
process.env.VITE_BUILD_MARKER ??= "local";

/**
 * The service worker (client/service-worker/sw.ts, docs/decisions/0018-offline.md) with this build's scripts, styles,
 * fonts and icons precached by revision, and the web app manifest that makes the board installable.
 */
function serviceWorker() {
  return VitePWA({
    strategies: "injectManifest",
    srcDir: "service-worker",
    filename: "sw.ts",
    injectRegister: false,
    manifestFilename: "manifest.webmanifest",
    injectManifest: {
      globPatterns: ["**/*.{js,css,woff2,svg,png}"],
      // The shell is no page to read offline (pages are kept as they are opened), nor are the compressed copies.
      globIgnores: ["index.html", "**/*.br", "**/*.gz"],
    },
    manifest: {
      // SITE of common/pages.ts (a config file loaded by Node imports no app module).
      name: "Shropshire Noticeboard",
      short_name: "Noticeboard",
      description: "Events, items for sale, jobs, services, lost and found and discussions in Shropshire.",
      lang: "en-GB",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#155638",
      background_color: "#fbfbf9",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
  });
}

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
 * Marks the scripts a page runs as soon as they arrive (the entry chunk, the app's chunk a page loads when it wakes, and
 * the chunks each imports statically) with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later): their functions are then compiled
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
        // The entry (boot.ts) runs at once; the app (main.tsx) runs as soon as it arrives, when the page wakes.
        for (const chunk of Object.values(bundle))
          if (chunk.type === "chunk" && (chunk.isEntry || chunk.facadeModuleId?.endsWith("/client/main.tsx")))
            visit(chunk.fileName);
      },
    },
  };
}

/** `vite build` makes the browser app (dist/client); `vite build --ssr entry-server.tsx` its server renderer (dist/server). */
export default defineConfig(({ isSsrBuild }) => ({
  root: "client",
  // The server build needs no copy of the public folder: the browser build serves it.
  publicDir: isSsrBuild ? false : "public",
  plugins: [
    react(),
    tailwindcss(),
    classMergeTablePlugin(fileURLToPath(new URL(".", import.meta.url))),
    compileHints(),
    precompress(),
    ...(isSsrBuild ? [] : [serviceWorker()]),
  ],
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
  // The built server renderer bundles the few icons the pages draw: lucide-react's own build (7,000 icons in a 1.3 MB
  // module) left to Node cost the running server about 7 MB of heap and more resident memory (decision 0015). The
  // development server leaves it to Node, as before (its thousands of files would each be transformed).
  ...(isSsrBuild ? { ssr: { noExternal: ["lucide-react"] } } : {}),
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${apiPort}`, "/uploads": `http://127.0.0.1:${apiPort}` },
  },
}));
