import { Link } from "wouter";
import { CATEGORIES, CATEGORY_LABELS } from "@common/categories";
import { SubscribeFormSlot } from "@/features/newsletter/subscribe-form-slot";

/** The footer also links the legacy Community page, which the spec keeps although it is not a valid category. */
const CATEGORY_LINKS = [
  ...CATEGORIES.map((category) => ({ href: `/category/${category}`, label: CATEGORY_LABELS[category] })),
  { href: "/category/community", label: "Community" },
];

const INFORMATION_LINKS = [
  { href: "/about", label: "About us" },
  { href: "/posting-guidelines", label: "Posting guidelines" },
  { href: "/terms", label: "Terms of service" },
  { href: "/privacy", label: "Privacy policy" },
  { href: "/my-data", label: "See or delete your data" },
];

const linkClass =
  "rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring";

/* Footer titles are not headings, so a page's heading outline (and the terms' twelve h2 sections) stays its own. */
const titleClass = "text-sm font-semibold tracking-wide text-foreground uppercase";

function FooterLinks({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <p className={`mb-3 ${titleClass}`}>{title}</p>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-12 border-t bg-muted">
      <div className="container mx-auto grid grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-4">
        <div className="col-span-2 space-y-3 lg:col-span-1">
          <p className="text-lg font-bold text-primary">Shropshire Noticeboard</p>
          <p className="text-sm text-muted-foreground">
            The free community noticeboard for Shropshire: what&apos;s on, things for sale, local jobs and
            services, lost pets and the businesses on your doorstep, from Oswestry to Ludlow and Telford to
            Bishop&apos;s Castle.
          </p>
        </div>
        <FooterLinks title="Categories" links={CATEGORY_LINKS} />
        <FooterLinks title="Information" links={INFORMATION_LINKS} />
        <div className="col-span-2 space-y-3 lg:col-span-1">
          <p className={titleClass}>Newsletter</p>
          <p className="text-sm text-muted-foreground">
            New notices from your towns and categories by e-mail, daily or weekly, upcoming events first. We
            send a link to confirm first; every e-mail lets you change your choice or unsubscribe in one
            click.
          </p>
          {/* Rendered by the server too: pressed before any script, it posts and is answered with a page. */}
          <SubscribeFormSlot idPrefix="footer-subscribe" />
        </div>
      </div>
      <div className="border-t">
        <p className="container mx-auto px-4 py-4 text-center text-sm text-muted-foreground">
          © {new Date().getFullYear()} Shropshire Noticeboard. Made in Shropshire for Shropshire.
        </p>
      </div>
    </footer>
  );
}
