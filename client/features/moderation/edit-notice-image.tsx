import { useEffect, useMemo } from "react";
import { ImageOff, Undo2 } from "lucide-react";
import { LIMITS } from "@common/limits";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";

interface Props {
  currentUrl: string | null;
  file: File | null;
  removed: boolean;
  onFile: (file: File | null) => void;
  onRemovedChange: (removed: boolean) => void;
}

/** Checks a chosen file as the post form does; the server checks the bytes again. */
function acceptable(file: File): boolean {
  if (!(LIMITS.imageTypes as readonly string[]).includes(file.type)) {
    toast({
      variant: "destructive",
      title: "Invalid file type",
      description: "Please upload a valid image (JPEG, PNG, WebP)",
    });
    return false;
  }
  if (file.size > LIMITS.imageMaxBytes) {
    toast({ variant: "destructive", title: "File too large", description: "Image must be less than 5MB" });
    return false;
  }
  return true;
}

/** The current image with Replace and Remove; a chosen file is previewed and uploaded on save. */
export function EditNoticeImage({ currentUrl, file, removed, onFile, onRemovedChange }: Props) {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? (removed ? null : currentUrl);

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Image</legend>
      {shown ? (
        <img src={shown} alt="Notice image" className="max-h-40 rounded-md border object-contain" />
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ImageOff className="h-4 w-4" aria-hidden="true" />
          {removed ? "The image will be removed when you save." : "No image"}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor="edit-image" className="sr-only">
          Replace image
        </Label>
        <input
          id="edit-image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label="Replace image"
          className="max-w-full text-sm file:mr-2 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            if (chosen && !acceptable(chosen)) {
              event.target.value = "";
              return;
            }
            onFile(chosen);
            if (chosen) onRemovedChange(false);
          }}
        />
        {currentUrl && !removed && !file && (
          <Button type="button" variant="outline" size="sm" onClick={() => onRemovedChange(true)}>
            <ImageOff aria-hidden="true" />
            Remove image
          </Button>
        )}
        {removed && (
          <Button type="button" variant="outline" size="sm" onClick={() => onRemovedChange(false)}>
            <Undo2 aria-hidden="true" />
            Keep image
          </Button>
        )}
      </div>
    </fieldset>
  );
}
