import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { MfaConfirmForm } from "./mfa-confirm-form";
import { RecoveryCodesList } from "./recovery-codes-list";
import { QrCodeImage } from "./qr-code-image";
import { useEnableMfaMutation } from "./use-enable-mfa-mutation";
import { useStartMfaSetupMutation } from "./use-start-mfa-setup-mutation";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Enrolment: a QR code (and the key, for typing in) from a fresh secret, confirmed by one code from the app; then the
 * ten recovery codes, shown this once.
 */
export function MfaEnrolDialog({ open, onOpenChange }: Props) {
  const queryClient = useQueryClient();
  const setup = useStartMfaSetupMutation();
  const enable = useEnableMfaMutation();
  const { mutate: startSetup, reset: resetSetup } = setup;
  const { reset: resetEnable } = enable;
  const recoveryCodes = enable.data?.recoveryCodes;

  useEffect(() => {
    if (open) startSetup();
  }, [open, startSetup]);

  const close = (next: boolean) => {
    onOpenChange(next);
    if (next) return;
    if (recoveryCodes) void queryClient.invalidateQueries({ queryKey: queryKeys.admin.checkAuth });
    resetSetup();
    resetEnable();
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-md">
        {recoveryCodes ? (
          <>
            <DialogHeader>
              <DialogTitle>Save your recovery codes</DialogTitle>
              <DialogDescription>
                Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once. Keep
                them somewhere safe: they will not be shown again.
              </DialogDescription>
            </DialogHeader>
            <RecoveryCodesList codes={recoveryCodes} />
            <DialogFooter>
              <Button onClick={() => close(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Set up two-factor sign-in</DialogTitle>
              <DialogDescription>
                Scan the QR code with an authenticator app on your phone, then enter the 6-digit code it
                shows.
              </DialogDescription>
            </DialogHeader>
            {setup.isError && <p className="text-sm text-destructive">{errorMessage(setup.error)}</p>}
            {setup.data && (
              <div className="space-y-4">
                <div className="flex justify-center">
                  <QrCodeImage value={setup.data.otpauthUri} />
                </div>
                <p className="text-sm text-muted-foreground">
                  Cannot scan it? Enter this key in the app instead:{" "}
                  <code className="font-mono text-foreground break-all" data-testid="mfa-secret">
                    {setup.data.secret}
                  </code>
                </p>
                <MfaConfirmForm
                  pending={enable.isPending}
                  error={enable.error}
                  onSubmit={(input) =>
                    enable.mutate(input, {
                      onSuccess: () => toast({ title: "Two-factor sign-in is on" }),
                    })
                  }
                />
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
