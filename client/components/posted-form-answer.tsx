import { useSearch } from "wouter";
import { cn } from "@/lib/utils";

interface Answer {
  title: string;
  description: string;
}

/**
 * The page's answer to a form posted without JavaScript (issue 38): the server's 303 names it in the address
 * (`?{param}=sent`, or a reason it was refused), and the page shows its text: a status when sent, an alert otherwise.
 * Nothing for an address without it or with a value it does not know.
 */
export function PostedFormAnswer<Key extends string>({
  param,
  answers,
  id,
  className,
}: {
  param: string;
  answers: Record<Key, Answer> & { sent: Answer };
  id?: string;
  className?: string;
}) {
  const posted = new URLSearchParams(useSearch()).get(param);
  if (!posted || !Object.hasOwn(answers, posted)) return null;
  const answer = answers[posted as Key];
  const sent = posted === "sent";
  return (
    <div
      id={id}
      role={sent ? "status" : "alert"}
      className={cn("rounded-lg border p-4", !sent && "border-destructive text-destructive", className)}
    >
      <p className="font-medium">{answer.title}</p>
      <p className="text-sm">{answer.description}</p>
    </div>
  );
}
