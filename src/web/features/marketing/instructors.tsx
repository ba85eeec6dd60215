import { LoadFailed } from "../../components/ui/load-failed.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { Portrait } from "../../components/ui/portrait.tsx";
import { SectionHeading } from "./section-heading.tsx";
import { useTutors } from "./use-tutors.ts";

/** About: every instructor with photo (or the default avatar), name, role and bio. */
export function Instructors() {
  const tutors = useTutors();

  return (
    <section aria-labelledby="about-instructors" className="mt-20">
      <SectionHeading id="about-instructors" eyebrow="Our teachers" title="Meet our instructors">
        <p>
          Certified, experienced and still students themselves. Each of them teaches the way they
          would like to be taught: with patience, clear cues and a sense of humour.
        </p>
      </SectionHeading>

      <div className="mt-10">
        {tutors.isPending ? (
          <LoadingState label="Loading our instructors…" />
        ) : tutors.isError ? (
          <LoadFailed className="max-w-xl" onRetry={() => void tutors.refetch()}>
            We could not load our instructors just now. {tutors.error.message}
          </LoadFailed>
        ) : tutors.data.length === 0 ? (
          <p className="text-lg text-ink-muted">Our instructors will be introduced here soon.</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {tutors.data.map((tutor) => (
              <li key={tutor.id}>
                <article
                  aria-labelledby={`tutor-${tutor.id}`}
                  className="flex h-full flex-col gap-5 rounded-3xl border border-sand-200 bg-white p-6 shadow-sm shadow-sage-900/5 sm:flex-row sm:p-7"
                >
                  <Portrait src={tutor.photoUrl} size={112} className="size-28" />
                  <div>
                    <h3 id={`tutor-${tutor.id}`} className="text-2xl font-semibold">
                      {tutor.name}
                    </h3>
                    <p className="mt-1 text-sm font-semibold tracking-wide text-clay-700 uppercase">
                      Yoga Instructor
                    </p>
                    <p className="mt-3 leading-relaxed text-ink-muted">{tutor.bio}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
