import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotpStep, otpauthUri, totpCode, totpStep } from "./totp";

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890"; codes are 8 digits there.
const RFC_SECRET = Buffer.from("12345678901234567890");

describe("TOTP", () => {
  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
  ])("matches RFC 6238's SHA-1 vector at %i s", (seconds, code) => {
    expect(hotp(RFC_SECRET, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it("round-trips base32 as authenticator apps write it", () => {
    expect(base32Encode(RFC_SECRET)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("gezd gnbv gy3t qojq gezd gnbv gy3t qojq").equals(RFC_SECRET)).toBe(true);
  });

  it("accepts a code one step either side, and no step at or before the last one used", () => {
    const secret = base32Encode(RFC_SECRET);
    const now = new Date("2026-06-01T10:00:10Z");
    const step = totpStep(now);
    expect(matchTotpStep(secret, totpCode(secret, now), now, null)).toBe(step);
    expect(matchTotpStep(secret, totpCode(secret, new Date(now.getTime() - 30_000)), now, null)).toBe(
      step - 1,
    );
    expect(matchTotpStep(secret, totpCode(secret, new Date(now.getTime() + 30_000)), now, null)).toBe(
      step + 1,
    );
    expect(
      matchTotpStep(secret, totpCode(secret, new Date(now.getTime() + 60_000)), now, null),
    ).toBeUndefined();
    expect(matchTotpStep(secret, totpCode(secret, now), now, step)).toBeUndefined();
    expect(matchTotpStep(secret, "12345", now, null)).toBeUndefined();
  });

  it("writes the otpauth URI apps scan", () => {
    expect(otpauthUri("Shropshire Noticeboard", "moderator", "ABC")).toBe(
      "otpauth://totp/Shropshire%20Noticeboard:moderator?secret=ABC&issuer=Shropshire+Noticeboard&algorithm=SHA1&digits=6&period=30",
    );
  });
});
