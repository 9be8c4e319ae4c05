import * as React from "react";
import { cn } from "@/lib/utils";
import { useComposedRefs } from "@radix-ui/react-compose-refs";
import { keepTyped } from "@/lib/wake-on-press";

function Textarea({ className, ref, ...props }: React.ComponentProps<"textarea">) {
  // What was typed while the page slept is passed on to the page's state as it hydrates (lib/wake-on-press.ts).
  const kept = useComposedRefs(ref, keepTyped);
  return (
    <textarea
      ref={kept}
      data-slot="textarea"
      className={cn(
        "flex min-h-[80px] w-full rounded-md border border-input bg-background px-3 py-2 text-base ring-offset-background placeholder:text-muted-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
