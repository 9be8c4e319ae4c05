import { useMutation } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SubscribeInputSchema, type SubscribeInput } from "@common/subscriber-schemas";
import { apiRequest, ApiError } from "@/lib/api-client";
import { FieldError } from "@/components/field-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";

/** Newsletter sign-up in the footer. */
export function SubscribeForm() {
  const form = useForm<SubscribeInput>({
    resolver: zodResolver(SubscribeInputSchema),
    defaultValues: { email: "" },
  });

  const subscribe = useMutation({
    mutationFn: (input: SubscribeInput) => apiRequest("POST", "/api/subscribe", input),
    onSuccess: () => {
      toast({
        title: "Subscription successful",
        description: "Thank you for subscribing to the Shropshire Noticeboard newsletter.",
      });
      form.reset();
    },
    onError: (error) => {
      const fieldError = error instanceof ApiError ? error.errors.email : undefined;
      if (fieldError) form.setError("email", { message: fieldError });
      toast({
        variant: "destructive",
        title: "Subscription failed",
        description: "An error occurred while subscribing",
      });
    },
  });

  const emailError = form.formState.errors.email?.message;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((input) => subscribe.mutate(input))}
      className="space-y-2"
      aria-label="Newsletter"
    >
      <Label htmlFor="subscribe-email">Email address</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="subscribe-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.co.uk"
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? "subscribe-email-error" : undefined}
          {...form.register("email")}
        />
        <Button type="submit" disabled={subscribe.isPending} className="sm:w-auto">
          {subscribe.isPending ? "Subscribing…" : "Subscribe"}
        </Button>
      </div>
      <FieldError id="subscribe-email-error" message={emailError} />
    </form>
  );
}
