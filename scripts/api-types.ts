/**
 * client/lib/api-types.ts from the API's OpenAPI document (openapi-typescript): `npm run gen:api` writes it,
 * `npm run check` (`--check`) fails when it differs from what the routes now declare.
 */
import fs from "node:fs";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { apiDocument } from "./api-document";

const TARGET = path.join(import.meta.dirname, "..", "client", "lib", "api-types.ts");
const HEADER =
  "/**\n * Generated from GET /api/openapi.json by `npm run gen:api` (openapi-typescript): do not edit. `npm run check`\n * fails when it drifts from the routes' schemas.\n */\n\n";

async function main(): Promise<void> {
  const document = await apiDocument();
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  const text = HEADER + astToString(ast);
  const current = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, "utf8") : "";
  if (process.argv.includes("--check")) {
    if (current === text) return;
    console.error(
      "client/lib/api-types.ts differs from the API's routes: run `npm run gen:api` and commit the result.",
    );
    process.exit(1);
  }
  if (current !== text) fs.writeFileSync(TARGET, text);
  console.log(`client/lib/api-types.ts: ${Object.keys((document as { paths: object }).paths).length} paths`);
}

void main();
