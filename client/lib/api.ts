/**
 * The typed API client: every call names a path of the OpenAPI document (client/lib/api-types.ts, generated from the
 * routes' zod schemas), so its parameters, body and answer are the server's own types. `call` turns an answer into its
 * data, or throws the ApiError every form and toast already reads.
 *
 *   const notice = await call(api.GET("/api/notices/{id}", { params: { path: { id } } }));
 */
import createClient from "openapi-fetch";
import { apiErrorOf } from "./api-client";
import type { paths } from "./api-types";

export const api = createClient<paths>({ credentials: "include" });

/** What openapi-fetch answers: the data of a success, or the parsed body of a failure, with the response. */
interface Answer<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/** The data of a successful answer (undefined for 204); any other answer throws ApiError. */
export async function call<Data>(answer: Promise<Answer<Data>>): Promise<Data> {
  const { data, error, response } = await answer;
  if (!response.ok) throw apiErrorOf(response.status, error ?? "", response.statusText);
  return data as Data;
}

/** A multipart body (a notice with its image): sent as it is, the browser sets its boundary. */
export const formBody = <Body>(form: FormData): NonNullable<Body> => form as unknown as NonNullable<Body>;

/**
 * Where a call goes: the browser's own origin by default; the server's renderer passes one that reaches the app
 * in-process (client/ssr/load-page-data.ts), so a page's queries are declared once for both (lib/page-queries.ts).
 */
export interface ApiTransport {
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
}
