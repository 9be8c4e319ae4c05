import type { ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { NewsletterPageCard } from "./newsletter-page-card";

interface Texts<T> {
  title: string;
  intro: string;
  button: string;
  confirmedTitle: string;
  confirmed: (answer: T) => ReactNode;
  /** Where the confirmed page leads: the subscription page, with its secret. */
  next: (answer: T) => { href: string; label: string };
  failed: string;
}

/**
 * The page of a double opt-in link (the newsletter's, an alert's): it confirms by a button press, so a mail scanner
 * opening the link confirms nothing; then it thanks, or says the link is spent.
 */
export function ConfirmByButtonCard<T>({
  token,
  confirm,
  texts,
}: {
  token: string;
  confirm: UseMutationResult<T, Error, string>;
  texts: Texts<T>;
}) {
  if (confirm.isSuccess) {
    const next = texts.next(confirm.data);
    return (
      <NewsletterPageCard title={texts.confirmedTitle}>
        <p className="text-muted-foreground">{texts.confirmed(confirm.data)}</p>
        <Button asChild>
          <Link href={next.href}>{next.label}</Link>
        </Button>
      </NewsletterPageCard>
    );
  }
  if (confirm.isError) {
    return (
      <NewsletterPageCard title="Confirmation failed">
        <p className="text-muted-foreground">{texts.failed}</p>
      </NewsletterPageCard>
    );
  }
  return (
    <NewsletterPageCard title={texts.title}>
      <p className="text-muted-foreground">{texts.intro}</p>
      <Button onClick={() => confirm.mutate(token)} disabled={confirm.isPending}>
        {confirm.isPending ? "Confirming…" : texts.button}
      </Button>
    </NewsletterPageCard>
  );
}
