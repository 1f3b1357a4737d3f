import { ButtonLink } from "@/components/ui/button";
import { mainNav } from "@/content/navigation";
import { HeroEnd } from "@/components/layout/hero-end";

/** Body of the 404 page: says plainly what happened and offers the way home and the main sections. */
export function NotFound() {
  const destinations = mainNav.filter((item) => item.href !== "/");
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-sm font-bold tracking-[0.2em] text-brass-600 uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-navy-900 md:text-5xl">Page Not Found</h1>
      <p className="mt-5 text-lg leading-relaxed text-muted">
        The page you were looking for has moved or never existed. Everything we offer is still a click away.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/" variant="secondary">
          Back to the home page
        </ButtonLink>
        <ButtonLink href="/contact" variant="outline">
          Contact us
        </ButtonLink>
      </div>
      <nav aria-label="Popular pages" className="mt-12">
        <h2 className="text-base font-semibold text-navy-900">Popular pages</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-2">
          {destinations.map((item) => (
            <li key={item.href}>
              <a href={item.href} className="text-navy-800 underline underline-offset-4 hover:text-navy-950">
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <HeroEnd />
    </section>
  );
}
