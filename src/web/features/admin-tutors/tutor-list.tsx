import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import type { Tutor } from "../../../shared/classes.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { Button } from "../../components/ui/button.tsx";
import { Portrait } from "../../components/ui/portrait.tsx";

interface TutorListProps {
  tutors: Tutor[];
  /** The tutor in the form, if one is being edited. */
  editingId: string | null;
  onEdit: (tutor: Tutor) => void;
  onDelete: (tutor: Tutor) => void;
}

/** The current tutors with Edit and Delete (spec §2 Admin Tutors). */
export function TutorList({ tutors, editingId, onEdit, onDelete }: TutorListProps) {
  if (tutors.length === 0) {
    return (
      <p className="rounded-3xl border border-dashed border-sand-300 px-6 py-12 text-center text-ink-muted">
        {MESSAGES.noTutorsYet}
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {tutors.map((tutor) => (
        <li key={tutor.id}>
          <article
            aria-label={tutor.name}
            className={`flex flex-col gap-4 rounded-3xl border bg-white p-5 shadow-xs sm:flex-row sm:items-start ${tutor.id === editingId ? "border-sage-600 ring-1 ring-sage-600" : "border-sand-200"}`}
          >
            <div className="flex min-w-0 flex-1 gap-4">
              <Portrait src={tutor.photoUrl} size={56} />
              <div className="min-w-0">
                <h3 className="text-lg font-semibold break-words">{tutor.name}</h3>
                <p className="mt-1 line-clamp-3 text-sm break-words text-ink-muted">{tutor.bio}</p>
              </div>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button variant="secondary" onClick={() => onEdit(tutor)}>
                <Pencil aria-hidden="true" className="size-4" />
                Edit<span className="sr-only"> {tutor.name}</span>
              </Button>
              <Button variant="ghost" onClick={() => onDelete(tutor)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete<span className="sr-only"> {tutor.name}</span>
              </Button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
