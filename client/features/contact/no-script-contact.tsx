import { CONTACT_FORM_ANSWERS } from "@common/contact-form-answers";
import { LIMITS } from "@common/limits";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { PostedFormAnswer } from "@/components/posted-form-answer";

/**
 * Contacting a poster without JavaScript (issue 38): the Contact Seller form as a plain form in a <noscript> (React
 * renders it on the server and never on the client; the page's head hides the dialog's button, `data-js-only`), posted
 * to POST /api/contact and answered by this page with `?contact=` (server/contact/contact-routes.ts), shown above it.
 * The browser checks the fields with the same limits; the server's refusal says which rules apply.
 */
export function NoScriptContact({ notice }: { notice: { id: number; title: string } }) {
  return (
    <>
      <PostedFormAnswer
        id="contact"
        param="contact"
        answers={CONTACT_FORM_ANSWERS}
        className="w-full scroll-mt-20"
      />
      <noscript>
        <form
          method="post"
          action="/api/contact"
          aria-labelledby="contact-form-heading"
          className="w-full space-y-4 rounded-lg border p-4"
        >
          <h2 id="contact-form-heading" className="text-lg font-semibold">
            Contact Seller
          </h2>
          <p className="text-sm text-muted-foreground">
            About “{notice.title}”. Your message is e-mailed to the poster through the board: replies come
            back the same way, and neither of you sees the other’s address.
          </p>
          <input type="hidden" name="noticeId" value={notice.id} />
          <div className="space-y-1.5">
            <Label htmlFor="contact-form-name">Your name</Label>
            <Input
              id="contact-form-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              minLength={LIMITS.nameMin}
              maxLength={LIMITS.nameMax}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="contact-form-email">Your email</Label>
            <Input id="contact-form-email" name="email" type="email" autoComplete="email" required />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="contact-form-message">Message</Label>
            <Textarea
              id="contact-form-message"
              name="message"
              rows={5}
              required
              minLength={LIMITS.contactMessageMin}
              maxLength={LIMITS.contactMessageMax}
            />
          </div>
          <Button type="submit">Send Message</Button>
        </form>
      </noscript>
    </>
  );
}
