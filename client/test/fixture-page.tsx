import { queryOptions, useQuery } from "@tanstack/react-query";
import { useParams } from "wouter";
import { titled } from "@common/page-heads";
import { api, call, type ApiTransport } from "@/lib/api";
import { definePage } from "@/pages/page-module";

/** A page that is in no list but its own module: a test registers it to see that nothing else needs to know it. */
const greetingQuery = (token: string, via?: ApiTransport) =>
  queryOptions({
    queryKey: ["fixture", token],
    queryFn: () => call(api.GET("/api/settings", { ...via })),
  });

function FixturePage() {
  const { token = "" } = useParams<{ token: string }>();
  const settings = useQuery(greetingQuery(token));
  return (
    <h1>
      Fixture {token}: payments {settings.data?.paymentsEnabled ? "on" : "off"}
    </h1>
  );
}

export const fixturePage = definePage({
  name: "fixture",
  path: "/fixture/:token",
  kind: "action",
  secret: true,
  rendered: true,
  head: ({ params }) => ({
    title: titled(`Fixture ${params?.token ?? ""}`),
    description: "A page of a test.",
    path: "/",
    noindex: true,
  }),
  prefetch: async (queryClient, { params, via }) => {
    await queryClient.prefetchQuery(greetingQuery(params.token, via));
    return { status: 200 };
  },
  component: FixturePage,
});
