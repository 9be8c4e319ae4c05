import * as React from "react";
import { cn } from "@/lib/utils";

/** A form label: a plain <label> (Radix's only added a guard against selecting text by double-click). */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "text-sm leading-none font-medium peer-disabled:cursor-not-allowed peer-disabled:opacity-70",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
