import fs from "node:fs/promises";
import path from "node:path";

/** The folder mail goes to when no SMTP_URL is set (see createFileTransport). */
export function outboxFolderOf(config: { dataDir: string }): string {
  return path.join(config.dataDir, "outbox");
}

/** Deletes the `.eml` files written before `before` (they hold whole mails, links included); answers how many. */
export async function deleteOutboxFilesBefore(dir: string, before: Date): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  let deleted = 0;
  for (const name of names.filter((n) => n.endsWith(".eml"))) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (!stat || stat.mtime >= before) continue;
    await fs.rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}
