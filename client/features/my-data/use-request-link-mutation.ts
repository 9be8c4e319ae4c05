import { useMutation } from "@tanstack/react-query";
import type { EmailRequest } from "@common/manage-schemas";
import { apiRequest } from "@/lib/api-client";

/** POST {email} to an endpoint that mails a link; it answers 202 with the same words whether or not it knows the address. */
export function useRequestLinkMutation(url: string) {
  return useMutation({
    mutationFn: (values: EmailRequest) => apiRequest<{ message: string }>("POST", url, values),
  });
}
