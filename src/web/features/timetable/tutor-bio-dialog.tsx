import type { Tutor } from "../../../shared/classes.ts";
import { Dialog } from "../../components/ui/dialog.tsx";
import { Portrait } from "../../components/ui/portrait.tsx";

/** An instructor's photo, name, the label 'Yoga Instructor' and bio (spec §2). */
export function TutorBioDialog({ tutor, onClose }: { tutor: Tutor | null; onClose: () => void }) {
  return (
    <Dialog open={tutor !== null} onClose={onClose} title={tutor?.name ?? ""}>
      {tutor && (
        <div>
          <div className="flex items-center gap-4">
            <Portrait src={tutor.photoUrl} size={88} className="ring-4 ring-sand-100" />
            <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">
              Yoga Instructor
            </p>
          </div>
          <p className="mt-5 leading-relaxed text-ink-muted">
            {tutor.bio.trim() ? tutor.bio : "No bio available yet..."}
          </p>
        </div>
      )}
    </Dialog>
  );
}
