import net from "node:net";

/**
 * Whether another program already listens on this port: tried by listening and closing at once, so a taken port is
 * found before the database is opened and migrated (main.ts). Any other failure (a port the process may not use, an
 * address it does not have) answers false: the real listen reports it.
 */
export function isPortTaken(port: number, host: string): Promise<boolean> {
  if (port === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", (err: NodeJS.ErrnoException) => resolve(err.code === "EADDRINUSE"));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}
