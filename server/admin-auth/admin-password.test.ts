import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { hash } from "@node-rs/argon2";
import { createTestApp, useTestApp } from "../test/test-app";
import { ensureEnvAdmin, upsertAdmin } from "./admin-bootstrap";
import { ConfigError } from "../config";
import { findAdminByUsername, insertAdmin } from "./admin-repository";
import { CURRENT_HASH_PREFIX } from "./password";

const t = useTestApp();

const login = (password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    headers: { origin: "http://localhost:3000" },
    payload: { username: "moderator", password },
    remoteAddress: "198.51.100.30",
  });

/** A hash as the first release stored it: `scrypt$N$r$p$salt$hash`. */
function legacyScryptHash(password: string): string {
  const salt = crypto.randomBytes(16);
  const digest = crypto.scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ["scrypt", 2 ** 15, 8, 1, salt.toString("base64url"), digest.toString("base64url")].join("$");
}

const storedHash = async () => (await findAdminByUsername(t.db, "moderator"))!.passwordHash;

describe("admin passwords", () => {
  it("are stored with argon2id, 19 MiB, 2 passes, 1 lane", async () => {
    await upsertAdmin(t.db, "moderator", "correct horse battery");
    expect(CURRENT_HASH_PREFIX).toBe("$argon2id$v=19$m=19456,t=2,p=1$");
    expect(await storedHash()).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
  });

  it("kept as scrypt still log in, and are rehashed with argon2id at that login", async () => {
    await insertAdmin(t.db, "moderator", legacyScryptHash("correct horse battery"));
    expect((await login("not the password")).statusCode).toBe(401);
    expect(await storedHash()).toMatch(/^scrypt\$/);
    expect((await login("correct horse battery")).statusCode).toBe(200);
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login("correct horse battery")).statusCode).toBe(200);
    expect((await login("not the password")).statusCode).toBe(401);
  });

  it("hashed with weaker argon2 parameters are rehashed with today's", async () => {
    const weak = await hash("correct horse battery", { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await insertAdmin(t.db, "moderator", weak);
    expect((await login("correct horse battery")).statusCode).toBe(200);
    const now = await storedHash();
    expect(now).not.toBe(weak);
    expect(now.startsWith(CURRENT_HASH_PREFIX)).toBe(true);
  });
});

describe("a new password (issue 34)", () => {
  it("is refused by npm run admin and ADMIN_PASSWORD when short, common, or naming the user or the board", async () => {
    for (const password of [
      "password",
      "password1234",
      "qwertyuiop123",
      "moderator-wrekin-42",
      "Shropshire-ferry-42",
      "my noticeboard 2026",
    ]) {
      await expect(upsertAdmin(t.db, "moderator", password), password).rejects.toThrow(
        /^Choose a longer or less common password/,
      );
    }
    expect(await findAdminByUsername(t.db, "moderator")).toBeUndefined();
    const weak = createTestApp({ config: { adminUsername: "moderator", adminPassword: "password1234" } });
    const app = await weak;
    try {
      await expect(ensureEnvAdmin(app.app.ctx)).rejects.toThrow(ConfigError);
      await expect(ensureEnvAdmin(app.app.ctx)).rejects.toThrow(
        /^Invalid setting ADMIN_PASSWORD: Choose a longer or less common password/,
      );
    } finally {
      await app.close();
    }
    expect(await upsertAdmin(t.db, "moderator", "wrekin ferry lantern 42")).toBe("created");
  }, 180_000);
});
