import { Link } from "wouter";
import { FEATURE_TIERS, FEATURE_TIER_NAMES, FIXED_FEATURE_OFFER } from "@common/tiers";
import { formatPence } from "@common/format";
import { StaticPage, StaticSection } from "@/components/static-page";
import { staticHead } from "@common/page-heads";
import { definePage } from "./page-module";

export function PostingGuidelinesPage() {
  return (
    <StaticPage
      title="Posting Guidelines"
      lead="A few simple rules keep the noticeboard useful, safe and friendly for everyone in Shropshire. Please read them before you post."
    >
      <StaticSection title="General rules">
        <ul>
          <li>Post in the category that fits best, and choose the town or area your notice is about.</li>
          <li>
            Give your notice a clear title and an honest, accurate description. Say what it is, where it is
            and, where it matters, what it costs.
          </li>
          <li>Post each notice once. Repeated or near-identical notices will be removed.</li>
          <li>
            Keep it local: notices should be relevant to people who live in, work in or visit Shropshire.
          </li>
          <li>
            Use your own photos, or photos you have permission to use, and never include other people&apos;s
            personal details.
          </li>
          <li>Be courteous. Treat other people as you would at the village hall.</li>
        </ul>
      </StaticSection>

      <StaticSection title="Category rules">
        <h3>Events</h3>
        <p>
          Include the date, the venue and any ticket details. Event notices are removed automatically once the
          event date has passed.
        </p>
        <h3>Items for sale</h3>
        <p>
          Give a price in pounds (enter 0 for items you are giving away) and describe the condition honestly.
          Items for sale stay visible for 30 days.
        </p>
        <h3>Jobs</h3>
        <p>
          Describe the role, the hours, the location and the pay where you can. Job notices must comply with
          employment law and must not discriminate. Jobs stay visible for 30 days.
        </p>
        <h3>Services</h3>
        <p>
          Describe what you offer and the area you cover. Tradespeople should hold any insurance and
          qualifications their work requires. Service notices stay up permanently unless you ask us to remove
          them.
        </p>
        <h3>Lost &amp; found</h3>
        <p>
          Say what was lost or found, where and when. Leave out a distinguishing detail so you can check that
          whoever replies is the real owner. Lost and found notices stay visible for 30 days.
        </p>
        <h3>Discussion</h3>
        <p>
          Start conversations about local life, ask for recommendations or share news. Replies are moderated
          before they appear. Discussions stay up permanently.
        </p>
        <h3>Local businesses</h3>
        <p>
          Introduce your business, what you sell and where to find you. One notice per business, please. Local
          business notices stay visible for one year.
        </p>
      </StaticSection>

      <StaticSection title="Prohibited content">
        <p>We will not publish, and will remove, notices or comments that include:</p>
        <ul>
          <li>
            anything illegal, or items that cannot legally be sold, such as weapons, drugs or stolen goods;
          </li>
          <li>hate speech, harassment, threats, or discrimination of any kind;</li>
          <li>adult or sexually explicit content;</li>
          <li>scams, pyramid schemes, chain letters or misleading claims;</li>
          <li>spam, repeated posts, or links to unrelated websites;</li>
          <li>other people&apos;s personal information, or content that infringes copyright.</li>
        </ul>
      </StaticSection>

      <StaticSection title="How moderation works">
        <ol>
          <li>You post your notice and we e-mail you a confirmation link.</li>
          <li>You follow the link within 24 hours to confirm the notice is yours.</li>
          <li>
            A moderator checks the notice against these guidelines and approves it, usually within one working
            day.
          </li>
          <li>
            Once approved, the notice goes live. If it does not meet the guidelines it is rejected and will
            not appear on the board.
          </li>
        </ol>
        <p>
          Comments on discussions are moderated in the same way, and anyone can report a comment they think
          breaks the rules. We may remove any notice or comment at any time if it turns out to break these
          guidelines.
        </p>
      </StaticSection>

      <StaticSection title="Featuring a notice">
        <p>
          Featured notices appear in the Featured section at the top of the home page and their category page.
          The prices are:
        </p>
        <h3>Local businesses</h3>
        <ul>
          {FEATURE_TIER_NAMES.map((name) => (
            <li key={name}>
              {FEATURE_TIERS[name].days} days: {formatPence(FEATURE_TIERS[name].pricePence)}
            </li>
          ))}
        </ul>
        <h3>Other notices</h3>
        <p>
          Events, items for sale, jobs, services and lost &amp; found notices can be featured for{" "}
          {FIXED_FEATURE_OFFER.days} days for {formatPence(FIXED_FEATURE_OFFER.pricePence)}. Discussions
          cannot be featured.
        </p>
        <p>
          Payment is taken securely by card. Featured notices still have to follow these guidelines, and
          featuring is non-refundable (see our <Link href="/terms">terms of service</Link>).
        </p>
      </StaticSection>
    </StaticPage>
  );
}

export const page = definePage({
  name: "postingGuidelines",
  path: "/posting-guidelines",
  kind: "static",
  rendered: true,
  head: staticHead(
    "/posting-guidelines",
    "Posting Guidelines",
    "A few simple rules keep the noticeboard useful, safe and friendly for everyone in Shropshire.",
  ),
  component: PostingGuidelinesPage,
});
