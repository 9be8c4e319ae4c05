import { Link } from "wouter";
import { StaticPage, StaticSection } from "@/components/static-page";
import { staticHead } from "@common/page-heads";
import { definePage } from "./page-module";

const CONTACT_EMAIL = "hello@shropshirenoticeboard.co.uk";

export function TermsPage() {
  return (
    <StaticPage
      title="Terms of Service"
      meta="Last updated: May 12 2025"
      lead="These terms explain the rules for using Shropshire Noticeboard. By using the site you agree to them, so please read them carefully."
    >
      <StaticSection title="1. About these terms">
        <p>
          These terms apply to everyone who visits, posts on or comments on Shropshire Noticeboard (&quot;the
          noticeboard&quot;, &quot;we&quot;, &quot;us&quot;). By using the noticeboard you accept these terms
          and our <Link href="/privacy">privacy policy</Link>. If you do not agree, please do not use the
          site.
        </p>
      </StaticSection>

      <StaticSection title="2. The service">
        <p>
          The noticeboard is a free online space where people in and around Shropshire can publish and read
          notices about events, items for sale, jobs, services, lost and found, local businesses and community
          discussions. We provide the platform only: we do not sell, buy, employ, or provide any of the goods,
          services or events advertised.
        </p>
      </StaticSection>

      <StaticSection title="3. Who can use the noticeboard">
        <p>
          You must be at least 16 years old to post a notice, leave a comment or contact a poster. You must
          give a working e-mail address that you are entitled to use, and you are responsible for everything
          posted using it.
        </p>
      </StaticSection>

      <StaticSection title="4. Posting notices">
        <p>
          Each notice must be confirmed through the link we e-mail to you and is then checked by a moderator
          before it is published. You must make sure that what you post is accurate, lawful, and follows our{" "}
          <Link href="/posting-guidelines">posting guidelines</Link>. Notices stay visible for the period set
          out in the guidelines for their category, after which they expire.
        </p>
      </StaticSection>

      <StaticSection title="5. Moderation and removal">
        <p>
          We may refuse, edit for formatting, or remove any notice or comment, at any time and without notice,
          if we believe it breaks these terms or the posting guidelines, or is otherwise harmful to the
          community. We may also block further posts from an e-mail address that has been used to break the
          rules. Approval of a notice is not an endorsement of it.
        </p>
      </StaticSection>

      <StaticSection title="6. Your content">
        <p>
          You keep ownership of the words and pictures you post. By posting, you give us a free, non-exclusive
          licence to display, store, resize and format that content on the noticeboard and in our newsletter
          for as long as the notice is live. You confirm that you have the right to share it and that it does
          not infringe anyone else&apos;s rights.
        </p>
      </StaticSection>

      <StaticSection title="7. Dealing with other users">
        <p>
          Any sale, job, service or arrangement made through the noticeboard is between you and the other
          person. We are not a party to it and cannot guarantee the quality, safety or legality of anything
          advertised, the truth of any notice, or the ability of anyone to complete a deal. Meet in public
          places, check goods before paying, and never send money to someone you have not met.
        </p>
      </StaticSection>

      <StaticSection title="8. Featured notices and payments">
        <p>
          You may pay to feature a notice so that it appears in the Featured section. Prices are shown before
          you pay and are set out in our posting guidelines. Payments are processed by our card payment
          provider; we never see or store your card details. Featured services are non-refundable, including
          when a featured notice is removed for breaking these terms or expires early at your request. This
          does not affect your statutory rights.
        </p>
      </StaticSection>

      <StaticSection title="9. Acceptable use">
        <p>
          You must not misuse the noticeboard: for example by attempting to access areas you are not
          authorised to use, collecting other users&apos; information, sending unsolicited messages through
          the contact form, interfering with the site&apos;s security or performance, or using automated tools
          to post or scrape content.
        </p>
      </StaticSection>

      <StaticSection title="10. Liability">
        <p>
          We provide the noticeboard &quot;as is&quot; and do our best to keep it available and accurate, but
          we cannot promise that it will always be available or free of errors. To the extent permitted by
          law, we are not liable for any loss arising from your use of the noticeboard or from dealings with
          other users. Nothing in these terms limits our liability for death or personal injury caused by our
          negligence, for fraud, or for anything else that cannot be limited under the law.
        </p>
      </StaticSection>

      <StaticSection title="11. Changes to these terms">
        <p>
          We may update these terms from time to time. We will give at least 30 days&apos; notice of any
          material change by publishing it on this page (and, where we can, in our newsletter) before it takes
          effect. The date at the top of this page shows when the terms were last updated. If you keep using
          the noticeboard after a change takes effect, you accept the new terms.
        </p>
      </StaticSection>

      <StaticSection title="12. Governing law and contact">
        <p>
          These terms are governed by the law of England and Wales, and any dispute about them will be dealt
          with by the courts of England and Wales (unless the law where you live gives you the right to use
          your local courts). If you have a question or complaint, please e-mail{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </StaticSection>
    </StaticPage>
  );
}

export const page = definePage({
  name: "terms",
  path: "/terms",
  kind: "static",
  rendered: true,
  head: staticHead("/terms", "Terms of Service", "The rules for using Shropshire Noticeboard."),
  component: TermsPage,
});
