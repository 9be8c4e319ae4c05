import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ResolverOptions } from "react-hook-form";
import { zodResolverLoading } from "./zod-resolver";

const schema = z.object({ title: z.string().min(5, "Title must be at least 5 characters") });
type Values = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe("a form's rules loaded when first needed", () => {
  it("loads nothing until typing begins or the form is checked, then checks as the schema says", async () => {
    let loads = 0;
    const resolver = zodResolverLoading(async () => {
      loads += 1;
      return schema;
    });
    expect(loads).toBe(0);
    const refused = await resolver({ title: "Bike" }, undefined, options);
    expect(refused.errors.title?.message).toBe("Title must be at least 5 characters");
    expect(await resolver({ title: "A red bike" }, undefined, options)).toEqual({
      values: { title: "A red bike" },
      errors: {},
    });
    resolver.preload();
    expect(loads).toBe(1);
  });

  it("tries again after a load that failed (the signal dropped), instead of keeping the failure", async () => {
    let loads = 0;
    const resolver = zodResolverLoading(async () => {
      loads += 1;
      if (loads === 1) throw new Error("Failed to fetch dynamically imported module");
      return schema;
    });
    await expect(resolver({ title: "A red bike" }, undefined, options)).rejects.toThrow("Failed to fetch");
    const checked = await resolver({ title: "A red bike" }, undefined, options);
    expect(checked.errors).toEqual({});
    expect(loads).toBe(2);
  });
});
