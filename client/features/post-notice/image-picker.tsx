import { useEffect, useRef } from "react";
import { X } from "lucide-react";
import { LIMITS } from "@common/limits";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { Field } from "@/components/ui/field";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

/** The browser's own check of product-spec.md §5: type and size, each with its toast. Answers the problem, if any. */
export function checkImage(file: File): string | null {
  const problem = !(LIMITS.imageTypes as readonly string[]).includes(file.type)
    ? { title: "Invalid file type", description: "Please upload a valid image (JPEG, PNG, WebP)" }
    : file.size > LIMITS.imageMaxBytes
      ? { title: "File too large", description: "Image must be less than 5MB" }
      : null;
  if (!problem) return null;
  toast({ variant: "destructive", ...problem });
  return problem.description;
}

export interface ChosenImage {
  file: File;
  previewUrl: string;
}

/**
 * Optional photo: from the library or straight from the camera on a phone, checked and previewed. A photo refused (by
 * the browser's check, or by the server) keeps its error under the field until it is removed or replaced: the form
 * holding it must not be sent without it.
 */
export function ImagePicker({
  value,
  onChange,
  error,
  onErrorChange,
}: {
  value: ChosenImage | null;
  onChange: (image: ChosenImage | null) => void;
  /** Also beneath the field: while the dialog is open, the toast is outside what a screen reader is given. */
  error: string | null;
  onErrorChange: (error: string | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previewUrl = value?.previewUrl;

  // A cleared choice (removed, or the form was reset) empties the file input too.
  useEffect(() => {
    if (!previewUrl && !error && inputRef.current) inputRef.current.value = "";
  }, [previewUrl, error]);

  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? checkImage(file) : null;
    onErrorChange(problem);
    // The refused file stays named in the input, so it is clear which photo to remove or replace.
    onChange(file && !problem ? { file, previewUrl: URL.createObjectURL(file) } : null);
  };

  const remove = () => {
    onErrorChange(null);
    onChange(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  return (
    <div className="space-y-2">
      <Field
        id="post-image"
        label="Image (optional)"
        description="JPEG, PNG or WebP, less than 5MB. On a phone you can take a photo."
        error={error ?? undefined}
      >
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={choose}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-sm file:font-medium file:text-secondary-foreground hover:file:bg-secondary/80"
        />
      </Field>
      {error && !previewUrl && (
        <Button type="button" size="sm" variant="outline" onClick={remove}>
          Remove image
        </Button>
      )}
      {previewUrl && (
        <div className="relative w-fit">
          <img
            src={previewUrl}
            alt="Preview of the chosen image"
            className="max-h-48 rounded-md border object-contain"
          />
          <Button
            type="button"
            size="icon"
            variant="secondary"
            className="absolute top-1 right-1 h-8 w-8"
            aria-label="Remove image"
            onClick={remove}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
