import { PostNoticeButton } from "@/features/post-notice/post-notice-button";

/** The home page's welcome; hidden while a search, town or sort is chosen so results come first. */
export function HomeHero() {
  return (
    <section className="rounded-xl bg-primary px-5 py-6 text-primary-foreground sm:px-10 sm:py-14">
      <h1 className="max-w-2xl text-2xl font-bold tracking-tight text-balance sm:text-4xl">
        Shropshire&apos;s community noticeboard
      </h1>
      <p className="mt-3 max-w-2xl text-base text-primary-foreground/90 sm:text-lg">
        What&apos;s on, things for sale, local jobs and services, lost and found, and the businesses on your
        doorstep, from Oswestry to Ludlow.
      </p>
      <div className="mt-5 sm:mt-6">
        {/* On the dark green the usual green ring is invisible: a light ring, set off by a gap of the hero's green. */}
        <PostNoticeButton
          size="lg"
          className="bg-background text-primary hover:bg-background/90 focus-visible:ring-primary-foreground focus-visible:ring-offset-primary"
        />
      </div>
    </section>
  );
}
