import * as React from "react";
import { cn } from "@/lib/utils";
import { useComposedRefs } from "@radix-ui/react-compose-refs";
import { keepTyped } from "@/lib/wake-on-press";

function Input({ className, type, ref, ...props }: React.ComponentProps<"input">) {
  // What was typed while the page slept is passed on to the page's state as it hydrates (lib/wake-on-press.ts).
  const kept = useComposedRefs(ref, keepTyped);
  return (
    <input
      ref={kept}
      type={type}
      data-slot="input"
      className={cn(
        "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base ring-offset-background file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground placeholder:text-muted-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export { Input };
