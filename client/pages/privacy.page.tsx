import { LIMITS } from "@common/limits";
import { Link } from "wouter";
import { StaticPage, StaticSection } from "@/components/static-page";
import { staticHead } from "@common/page-heads";
import { definePage } from "./page-module";

const CONTACT_EMAIL = "hello@shropshirenoticeboard.co.uk";

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      meta="Last updated: May 12 2025"
      lead="We collect as little personal information as we can, use it only to run the noticeboard, and never sell it."
    >
      <StaticSection title="Who we are">
        <p>
          Shropshire Noticeboard is the controller of the personal data described here. You can reach us about
          anything in this policy at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
      </StaticSection>

      <StaticSection title="What we collect">
        <ul>
          <li>
            <strong>When you post a notice:</strong> your e-mail address, the notice itself (title,
            description, category, town, and any price, date, venue, web link or photo you add), and the dates
            it was posted, approved and expires.
          </li>
          <li>
            <strong>When you contact a poster, or answer someone who contacted you:</strong> your name, e-mail
            address and the messages of the conversation, with any reason you give for reporting it. A
            moderator may read a conversation that was reported or a message our scam check held.
          </li>
          <li>
            <strong>When you comment on a discussion or report a comment:</strong> your name, e-mail address,
            your comment, and the reason for any report.
          </li>
          <li>
            <strong>When you subscribe to the newsletter:</strong> your e-mail address, the towns, categories
            and frequency you choose, and a record of your consent: when you subscribed and confirmed, on
            which page, and the words the form showed you.
          </li>
          <li>
            <strong>When you save a search for e-mail alerts:</strong> your e-mail address, the words, town
            and category of the search, how often you want the alerts, which notices we have already sent you,
            and the same record of your consent.
          </li>
          <li>
            <strong>When you pay to feature a notice:</strong> a record of the payment and which notice it was
            for. Card details go directly to our payment provider; we never see or store them.
          </li>
          <li>
            <strong>When you browse:</strong> anonymous counts of page views and notice views, which are not
            linked to you.
          </li>
          <li>
            <strong>When you search:</strong> if a search finds nothing and you then open a notice from
            another search in the same browser tab, your browser sends us the two searches, once, so search
            can learn that they mean the same. We keep only how many tabs did so for each pair, never who or
            when; the tab&apos;s random id stays in your browser&apos;s session storage (not a cookie), is
            forgotten when you close the tab, and is dropped after 30 minutes without a search.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="How we use it">
        <ul>
          <li>to send the confirmation link for your notice and tell you when it is published;</li>
          <li>to check notices and comments against our posting guidelines;</li>
          <li>to pass messages from interested people on to posters;</li>
          <li>
            to send one e-mail asking you to confirm your newsletter subscription, and, only once you have
            confirmed, a daily or weekly e-mail of new notices matching your choice, until you unsubscribe;
          </li>
          <li>
            to send one e-mail asking you to confirm each saved search, and, only once you have confirmed it,
            e-mails of the new notices matching it (at most one an hour, or one a day), until you stop it;
          </li>
          <li>to process payments for featured notices;</li>
          <li>
            to keep the noticeboard secure, prevent abuse, and understand which parts of the site are used.
          </li>
        </ul>
        <p>
          We rely on your consent for the newsletter, on performing our agreement with you for notices,
          messages and payments, and on our legitimate interest in running a safe, useful noticeboard for
          everything else.
        </p>
      </StaticSection>

      <StaticSection title="Who we share it with">
        <p>
          We never sell or rent your personal data, and we do not share it with advertisers. A poster&apos;s
          e-mail address is never shown on the site, and neither is yours when you write to a poster: messages
          both ways are relayed by e-mail and on a private conversation page, so neither side sees the
          other&apos;s address unless they type it in a message. Commenters&apos; e-mail addresses are never
          published either.
        </p>
        <p>
          We use a small number of service providers to run the site, such as our hosting company, our e-mail
          delivery service and our card payment provider. They process data only on our instructions. We will
          also disclose information if the law requires us to.
        </p>
      </StaticSection>

      <StaticSection title="How long we keep it">
        <ul>
          <li>
            <strong>Notices</strong> are kept while they are live. {LIMITS.posterEmailRetentionDays} days
            after a notice expires or is rejected we remove the poster&apos;s e-mail address from it. Notices
            that are never confirmed are deleted, with their photo, after {LIMITS.unverifiedRetentionDays}{" "}
            days.
          </li>
          <li>
            <strong>Messages to posters</strong> are deleted {LIMITS.contactMessageRetentionDays} days after
            they were sent, and a conversation with all its messages {LIMITS.contactMessageRetentionDays} days
            after its last message. &ldquo;Delete my data&rdquo; deletes every conversation you took part in.
          </li>
          <li>
            <strong>E-mails we send</strong> (confirmation links, relayed messages): we delete their contents{" "}
            {LIMITS.sentMailBodyRetentionDays} days after sending, or {LIMITS.failedMailBodyRetentionDays}{" "}
            days after we stop trying to deliver one, and keep only the address, subject and date.
          </li>
          <li>
            <strong>Your internet (IP) address</strong> is used to stop floods of posts and messages and to
            count each visitor once a day in a notice&apos;s views. It is never stored with a notice. Abuse
            counters are deleted after a day; views are recorded only as a scrambled code, deleted the next
            day.
          </li>
          <li>
            <strong>Our server&apos;s access log</strong> records each request: its time, the page asked for
            and the network your address belongs to, never your whole address (203.0.113.77 is logged as
            203.0.113.0; an IPv6 address keeps only its first three groups). The log is deleted after{" "}
            {LIMITS.accessLogRetentionDays} days.
          </li>
          <li>
            <strong>Newsletter addresses</strong> that are never confirmed are deleted after{" "}
            {LIMITS.unconfirmedSubscriberRetentionDays} days; confirmed ones are kept, with the record of your
            consent, while you are subscribed. After you unsubscribe we keep them only as proof that you did,
            so that we never write again; ask us and we delete them.
          </li>
          <li>
            <strong>Saved searches</strong> that are never confirmed are deleted after{" "}
            {LIMITS.unconfirmedSubscriberRetentionDays} days; confirmed ones are kept until you stop them, and
            are deleted, with the record of what we sent, the moment you do.
          </li>
          <li>
            <strong>Payment records</strong> are kept for as long as the law requires for accounting.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="Your rights">
        <p>
          Under UK data protection law (the UK GDPR and the Data Protection Act 2018) you have the right to:
        </p>
        <ul>
          <li>ask for a copy of the personal data we hold about you;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data deleted, including removing a notice or comment;</li>
          <li>object to or restrict how we use your data;</li>
          <li>receive your data in a portable format;</li>
          <li>
            withdraw your consent to the newsletter or an alert at any time: every newsletter e-mail has an
            unsubscribe link (and your e-mail program&apos;s own unsubscribe button works too), which takes
            effect at once; every alert e-mail has a link that stops that alert at once, in the same ways.
          </li>
        </ul>
        <p>
          You can see and delete everything we hold about your email address yourself, at any time, on the{" "}
          <Link href="/my-data">see or delete your data</Link> page.
        </p>
        <p>
          To use any of these rights, e-mail <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. If you
          are unhappy with how we have handled your data you can complain to the Information
          Commissioner&apos;s Office (ICO) at <a href="https://ico.org.uk">ico.org.uk</a>.
        </p>
      </StaticSection>

      <StaticSection title="Cookies">
        <p>
          The noticeboard uses only one cookie: a session cookie that keeps our moderator signed in to the
          admin area. Visitors are never given a cookie. We do not use tracking, analytics or advertising
          cookies, so there is no cookie banner to dismiss.
        </p>
      </StaticSection>

      <StaticSection title="Children">
        <p>
          The noticeboard is not intended for children under 16, and we do not knowingly collect personal data
          from them. If you believe a child under 16 has given us their details, please contact us and we will
          delete them.
        </p>
      </StaticSection>

      <StaticSection title="Changes to this policy">
        <p>
          If we change how we use your data we will update this page and the date at the top. Significant
          changes will be announced on the site before they take effect.
        </p>
      </StaticSection>
    </StaticPage>
  );
}

export const page = definePage({
  name: "privacy",
  path: "/privacy",
  kind: "static",
  rendered: true,
  head: staticHead(
    "/privacy",
    "Privacy Policy",
    "We collect as little personal information as we can, use it only to run the noticeboard, and never sell it.",
  ),
  component: PrivacyPage,
});
