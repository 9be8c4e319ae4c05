import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import {
  SubscriptionChoicesSchema,
  type Subscription,
  type SubscriptionChoices,
} from "@common/subscriber-schemas";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { SubscriptionChoiceFields } from "./subscription-choice-fields";
import { useUpdateSubscriptionMutation } from "./use-update-subscription-mutation";

/** Change how often and which towns and categories; saved with PATCH /api/subscription/{token}. */
export function SubscriptionChoicesForm({
  token,
  subscription,
}: {
  token: string;
  subscription: Subscription;
}) {
  const { locations, categories, frequency } = subscription;
  const form = useForm<SubscriptionChoices>({
    resolver: zodResolver(SubscriptionChoicesSchema),
    defaultValues: { locations, categories, frequency },
  });
  const update = useUpdateSubscriptionMutation(token);

  const save = (choices: SubscriptionChoices) =>
    update.mutate(choices, {
      onSuccess: (saved) => {
        form.reset({ locations: saved.locations, categories: saved.categories, frequency: saved.frequency });
        toast({ title: "Choices saved", description: "Your next e-mail follows your new choices." });
      },
      onError: (error) =>
        toast({ variant: "destructive", title: "Failed to save choices", description: errorMessage(error) }),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="space-y-4" aria-label="Your choices">
      <SubscriptionChoiceFields control={form.control} idPrefix="preferences" />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? "Saving…" : "Save choices"}
      </Button>
    </form>
  );
}
