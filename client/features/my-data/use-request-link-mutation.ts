import { useMutation } from "@tanstack/react-query";
import type { EmailRequest } from "@common/manage-schemas";
import { api, call } from "@/lib/api";

/** The endpoints that mail a link to an address (see your data, a new activation link). */
export type LinkRequestPath = "/api/my-data" | "/api/notices/resend-activation";

/** POST {email} to an endpoint that mails a link; it answers 202 with the same words whether or not it knows the address. */
export function useRequestLinkMutation(path: LinkRequestPath) {
  return useMutation({
    mutationFn: (values: EmailRequest) => call(api.POST(path, { body: values })),
  });
}
