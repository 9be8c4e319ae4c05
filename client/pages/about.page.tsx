import { Link } from "wouter";
import { StaticPage, StaticSection } from "@/components/static-page";
import { staticHead } from "@common/page-heads";
import { definePage } from "./page-module";

const CONTACT_EMAIL = "hello@shropshirenoticeboard.co.uk";

export function AboutPage() {
  return (
    <StaticPage
      title="About Shropshire Noticeboard"
      lead="A free, friendly place for everyone in Shropshire to share what's happening, what's for sale and what's needed, just like the board in the village hall, but open all hours."
    >
      <StaticSection title="Our mission">
        <p>
          Shropshire is a county of market towns, villages and farms spread across a lot of beautiful
          countryside. News travels well in a small place, but it can struggle to cross the county, from
          Whitchurch to Clun or from Oswestry to Cleobury Mortimer. We want to make it easy for neighbours to
          find one another: to fill the seats at a village hall quiz, find a new home for an outgrown bike,
          hire a local tradesperson or reunite a lost dog with its family.
        </p>
        <p>
          Shropshire Noticeboard is run locally, moderated by a real person, and free for residents to use.
          There is no account to create and no feed to scroll: just clear notices, sorted by town and by
          topic.
        </p>
      </StaticSection>

      <StaticSection title="What we offer">
        <ul>
          <li>
            <strong>Events</strong>: fêtes, markets, concerts, talks, sports fixtures and club meetings.
          </li>
          <li>
            <strong>Items for sale</strong>: furniture, bikes, garden tools, children&apos;s things and
            anything else looking for a new owner.
          </li>
          <li>
            <strong>Jobs</strong>: vacancies with local employers, seasonal work and volunteering roles.
          </li>
          <li>
            <strong>Services</strong>: tradespeople, tutors, dog walkers, cleaners and other local skills.
          </li>
          <li>
            <strong>Lost &amp; found</strong>: pets, keys, phones and other things that have wandered off.
          </li>
          <li>
            <strong>Discussion</strong>: questions and conversations about life in the county, with moderated
            replies.
          </li>
          <li>
            <strong>Local businesses</strong>: shops, cafés, farms and makers introducing themselves to the
            people who live nearby.
          </li>
        </ul>
        <p>
          Every notice can be filtered by town, from Albrighton to Wem, so you see what is close to you. You
          can also sign up to our newsletter at the bottom of any page.
        </p>
      </StaticSection>

      <StaticSection title="How it works">
        <ol>
          <li>
            <strong>Post your notice.</strong> Choose a category and your town, add a title, a description
            and, if you like, a photo. You only need an e-mail address.
          </li>
          <li>
            <strong>Confirm by e-mail.</strong> We send you a link; follow it within 24 hours to confirm the
            notice is really yours.
          </li>
          <li>
            <strong>A moderator approves it.</strong> A local moderator checks every notice against our{" "}
            <Link href="/posting-guidelines">posting guidelines</Link>, usually within a day.
          </li>
          <li>
            <strong>It goes live.</strong> Your notice appears on the board and people can contact you through
            our contact form. Your e-mail address is never shown publicly.
          </li>
        </ol>
      </StaticSection>

      <StaticSection title="Supported by the community">
        <p>
          Posting and browsing are free, and we intend to keep them that way. The costs of running the site
          are covered by local businesses who choose to pay to feature their notices at the top of the board,
          and by posters who pay a small fee to feature a notice. Featuring never affects whether a notice is
          approved, and we do not run third-party advertising or sell your data.
        </p>
        <p>
          If you run a Shropshire business and would like to be seen by your neighbours, featuring a notice is
          the best way to support the noticeboard.
        </p>
      </StaticSection>

      <StaticSection title="Contact us">
        <p>
          Questions, suggestions or a problem with a notice? E-mail us at{" "}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> and we will reply as soon as we can, usually
          within two working days.
        </p>
      </StaticSection>
    </StaticPage>
  );
}

export const page = definePage({
  name: "about",
  path: "/about",
  kind: "static",
  rendered: true,
  head: staticHead(
    "/about",
    "About Shropshire Noticeboard",
    "A free, friendly place for everyone in Shropshire to share what's happening, what's for sale and what's needed.",
  ),
  component: AboutPage,
});
