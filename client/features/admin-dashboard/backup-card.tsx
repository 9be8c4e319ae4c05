import { useEffect } from "react";
import { zodResolver } from "@/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { AlertTriangle } from "lucide-react";
import { BACKUP_STALE_HOURS, BackupSettingsSchema, type BackupSettings } from "@common/backup-schemas";
import { formatBytes, formatDateTime } from "@common/format";
import { errorMessage } from "@/lib/api-client";
import { setServerFieldErrors } from "@/lib/form-errors";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { DashboardCard } from "@/components/dashboard-card";
import { useBackupSettingsMutation, useCreateBackupMutation } from "./use-backup-mutations";
import { useBackupsQuery } from "./use-backups-query";
import { Field } from "@/components/ui/field";

function BackupSettingsForm({ settings }: { settings: BackupSettings }) {
  const form = useForm<BackupSettings>({
    resolver: zodResolver(BackupSettingsSchema),
    defaultValues: settings,
  });
  const save = useBackupSettingsMutation();
  const { errors } = form.formState;
  useEffect(() => form.reset(settings), [form, settings]);

  const onSubmit = (input: BackupSettings) =>
    save.mutate(input, {
      onSuccess: () => toast({ title: "Backup settings saved" }),
      onError: (error) => {
        setServerFieldErrors(form, error);
        toast({
          variant: "destructive",
          title: "Failed to save backup settings",
          description: errorMessage(error),
        });
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-wrap items-end gap-3">
      <Field
        id="backup-time"
        label="Nightly at (London time)"
        error={errors.time?.message}
        className="space-y-1"
      >
        <Input type="time" className="w-32" {...form.register("time")} />
      </Field>
      <Field id="backup-keep" label="Backups kept" error={errors.keep?.message} className="space-y-1">
        <Input
          type="number"
          min={1}
          max={365}
          className="w-24"
          {...form.register("keep", { valueAsNumber: true })}
        />
      </Field>
      <Button type="submit" variant="outline" disabled={save.isPending}>
        Save
      </Button>
    </form>
  );
}

/**
 * The last backup's time and size on the dashboard, a warning when it is older than BACKUP_STALE_HOURS (or there is
 * none), the nightly schedule, and a button that writes one now (GET, PUT settings, POST /api/admin/backups).
 */
export function BackupCard() {
  const status = useBackupsQuery();
  const create = useCreateBackupMutation();
  const backUpNow = () =>
    create.mutate(undefined, {
      onSuccess: (record) => toast({ title: "Backup written", description: formatBytes(record.bytes) }),
      onError: (error) =>
        toast({ variant: "destructive", title: "Backup failed", description: errorMessage(error) }),
    });

  return (
    <DashboardCard title="Backups" query={status} failedText="Backup status could not be loaded.">
      {(data) => (
        <>
          <p className="text-sm">
            {data.last
              ? `Last backup: ${formatDateTime(data.last.at)}, ${formatBytes(data.last.bytes)}`
              : "No backup has been made yet."}
          </p>
          {data.isStale && (
            <Alert variant="destructive">
              <AlertTriangle className="h-4 w-4" aria-hidden="true" />
              <AlertDescription>
                {data.last
                  ? `The last backup is more than ${BACKUP_STALE_HOURS} hours old: check the server's log, or back up now.`
                  : "Back up now, and check that the nightly backup runs."}
              </AlertDescription>
            </Alert>
          )}
          <BackupSettingsForm settings={data.settings} />
          <Button onClick={backUpNow} disabled={create.isPending}>
            {create.isPending ? "Backing up…" : "Back up now"}
          </Button>
        </>
      )}
    </DashboardCard>
  );
}
