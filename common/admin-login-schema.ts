import { z } from "zod";

/**
 * Admin login (product-spec §5): the form asks only that both fields are filled. The server's minimums (username 4,
 * password 8) are checked by the login itself, answering "Invalid username or password" so nothing leaks.
 */
export const AdminLoginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(200),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1000),
});

export type AdminLoginInput = z.infer<typeof AdminLoginSchema>;
