import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Navigation from "lucide-react/icons/navigation";
import Phone from "lucide-react/icons/phone";
import { FOOTER_FIRST_YEAR } from "../../../shared/constants.ts";
import { FacebookIcon, InstagramIcon, YouTubeIcon } from "../../components/ui/social-icons.tsx";
import { yearRange } from "../../lib/formatters.ts";
import { useStudio } from "../studio/use-studio.ts";

const linkClasses =
  "inline-flex items-center gap-2 rounded text-sand-100 underline-offset-4 hover:text-white hover:underline";

/** The footer of every page (spec §1): social links, contacts, directions and the copyright line. */
export function SiteFooter() {
  const { data: studio, isError } = useStudio();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-auto bg-sage-900 text-sand-100">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {studio ? (
          <div className="grid gap-10 md:grid-cols-3">
            <section aria-labelledby="footer-studio">
              <h2 id="footer-studio" className="text-xl font-semibold text-white">
                {studio.name}
              </h2>
              <p className="mt-2 max-w-xs text-sm text-sand-200">{studio.tagline}</p>
              <ul className="mt-5 flex gap-2">
                {[
                  { href: studio.instagramUrl, label: "Instagram", Icon: InstagramIcon },
                  { href: studio.facebookUrl, label: "Facebook", Icon: FacebookIcon },
                  { href: studio.youtubeUrl, label: "YouTube", Icon: YouTubeIcon },
                ]
                  // A network the owner left empty in the settings is not shown.
                  .filter(({ href }) => href !== "")
                  .map(({ href, label, Icon }) => (
                    <li key={label}>
                      <a
                        href={href}
                        target="_blank"
                        rel="noreferrer"
                        className="inline-flex size-11 items-center justify-center rounded-full border border-sage-600 text-sand-100 hover:border-sand-200 hover:text-white"
                      >
                        <Icon className="size-5" />
                        <span className="sr-only">
                          {studio.name} on {label} (opens in a new tab)
                        </span>
                      </a>
                    </li>
                  ))}
              </ul>
            </section>

            <section aria-labelledby="footer-contact">
              <h2
                id="footer-contact"
                className="font-sans text-sm font-semibold tracking-widest text-sand-200 uppercase"
              >
                Contact
              </h2>
              <ul className="mt-4 space-y-3 text-sm">
                <li>
                  <a href={`tel:${studio.phone.replace(/[^+\d]/g, "")}`} className={linkClasses}>
                    <Phone aria-hidden="true" className="size-4" />
                    {studio.phone}
                  </a>
                </li>
                <li>
                  <a href={`mailto:${studio.email}`} className={linkClasses}>
                    <Mail aria-hidden="true" className="size-4" />
                    {studio.email}
                  </a>
                </li>
              </ul>
            </section>

            <section aria-labelledby="footer-visit">
              <h2
                id="footer-visit"
                className="font-sans text-sm font-semibold tracking-widest text-sand-200 uppercase"
              >
                Visit us
              </h2>
              <address className="mt-4 flex gap-2 text-sm not-italic">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {studio.address}
              </address>
              <a
                href={studio.directionsUrl}
                target="_blank"
                rel="noreferrer"
                className={`${linkClasses} mt-3 font-medium`}
              >
                <Navigation aria-hidden="true" className="size-4" />
                Get directions
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </section>
          </div>
        ) : (
          <p className="text-sm text-sand-200">
            {isError ? "Studio details are unavailable right now." : "Loading studio details…"}
          </p>
        )}

        <div className="mt-10 flex flex-col gap-2 border-t border-sage-700 pt-6 text-sm text-sand-200 sm:flex-row sm:justify-between">
          <p>
            © {yearRange(FOOTER_FIRST_YEAR, year)} {studio?.name}
          </p>
          <p>Powered by Studio, the class scheduling app</p>
        </div>
      </div>
    </footer>
  );
}
