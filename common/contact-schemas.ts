import { z } from "zod";
import { LIMITS } from "./limits";
import { contactEmailSchema } from "./notice-schemas";
import { foldLineBreaks } from "./storable-text";

/** The Contact Seller form (product-spec.md §5): the dialog and POST /api/contact share these rules. */
export const ContactFormSchema = z.object({
  name: z
    .string({ error: "Name must be at least 2 characters" })
    .overwrite(foldLineBreaks)
    .trim()
    .min(LIMITS.nameMin, "Name must be at least 2 characters")
    .max(LIMITS.nameMax, "Name must be less than 100 characters"),
  email: contactEmailSchema,
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(LIMITS.contactMessageMin, "Message must be at least 10 characters")
    .max(LIMITS.contactMessageMax, "Message must be less than 5000 characters"),
});

export type ContactForm = z.infer<typeof ContactFormSchema>;

/** POST /api/contact: the form plus the notice it is about. */
export const ContactInputSchema = ContactFormSchema.extend({
  noticeId: z.coerce
    .number({ error: "Notice not found" })
    .int("Notice not found")
    .positive("Notice not found")
    .max(LIMITS.idMax, "Notice not found"),
});

export type ContactInput = z.infer<typeof ContactInputSchema>;

/** POST /api/contact answers 201 with what the visitor sent: never the poster's address. */
export const ContactMessageAnswerSchema = z.object({
  id: z.number(),
  noticeId: z.number(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessageAnswer = z.infer<typeof ContactMessageAnswerSchema>;
