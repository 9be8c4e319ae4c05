import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { S3Store, type S3Settings } from "../images/object-store";

/** An S3-compatible server on loopback (s3rver) with one bucket: the object store's edge, run for real. */
export interface LocalS3 {
  settings: S3Settings;
  /** A new client of the bucket (each app server has its own). */
  store(): S3Store;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = "noticeboard-images"): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "nb-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "eu-west-2",
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  const stores: S3Store[] = [];
  return {
    settings,
    store: () => {
      const store = new S3Store(settings);
      stores.push(store);
      return store;
    },
    close: async () => {
      for (const store of stores) store.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
