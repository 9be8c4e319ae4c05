import { useState } from "react";
import { Button } from "@/components/ui/button";

/** The recovery codes, one a line, with a copy button for pasting them into a password manager. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-3">
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button
        variant="outline"
        className="w-full"
        onClick={() => {
          // No clipboard on plain http other than localhost: the codes are on screen to copy by hand.
          navigator.clipboard?.writeText(codes.join("\n")).then(
            () => setCopied(true),
            () => undefined,
          );
        }}
      >
        {copied ? "Copied" : "Copy codes"}
      </Button>
    </div>
  );
}
