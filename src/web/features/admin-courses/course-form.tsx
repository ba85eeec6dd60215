import { useId, useState } from "react";
import { Link } from "react-router";
import type { Tutor } from "../../../shared/classes.ts";
import {
  AUTOCOMPLETE_HIDE_AFTER_BLUR_MS,
  MIN_CLASS_CREDITS,
  MIN_SLOTS,
  YOGA_TYPES,
} from "../../../shared/constants.ts";
import { MAX_REPEAT_WEEKS, suggestTitles } from "../../../shared/courses.ts";
import { MESSAGES } from "../../../shared/messages.ts";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Combobox } from "../../components/ui/combobox.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { useCheckedForm } from "../../components/ui/use-checked-form.ts";
import { WholeNumberField } from "../../components/ui/whole-number-field.tsx";
import {
  type Checked,
  type CourseFormValues,
  startInputMinimum,
  withStart,
} from "./course-form-values.ts";
import { OverlapWarning } from "./overlap-warning.tsx";

interface CourseFormProps<T> {
  initial: CourseFormValues;
  timeZone: string;
  titles: readonly string[];
  tutors: readonly Tutor[];
  /** Add Class offers the weekly series; Edit Class changes one class. */
  repeatable: boolean;
  /** Edit Class: the places already booked, which the size cannot go below. */
  bookedCount?: number;
  /** Edit Class: the class itself, which its own time does not overlap. */
  classId?: string;
  submitLabel: string;
  /** The alert of a refused or failed save (spec §8), above the server's reason. */
  failureText: string;
  check: (values: CourseFormValues, now: Date) => Checked<T>;
  /** Saves and moves on; a throw keeps the admin on the form with the reason. */
  save: (data: T) => Promise<unknown>;
}

/** The Add and Edit Class form of spec §2 and §5, checked with the server's own schemas. */
export function CourseForm<T>({
  initial,
  timeZone,
  titles,
  tutors,
  repeatable,
  bookedCount,
  classId,
  submitLabel,
  failureText,
  check,
  save,
}: CourseFormProps<T>) {
  const [values, setValues] = useState(initial);
  const { form, errors, failure, saving, onSubmit } = useCheckedForm({
    check: () => check(values, new Date()),
    save,
  });
  const privateId = useId();
  // A new time or teacher is e-mailed to every student booked (Edit Class).
  const changedForStudents =
    values.startsAt !== initial.startsAt ||
    values.endsAt !== initial.endsAt ||
    values.tutorId !== initial.tutorId;
  const told = changedForStudents ? (bookedCount ?? 0) : 0;

  const set = <K extends keyof CourseFormValues>(field: K, value: CourseFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="mt-8 max-w-3xl space-y-6 rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-8"
    >
      <Combobox
        label="Title"
        name="title"
        required
        maxLength={120}
        value={values.title}
        onChange={(title) => set("title", title)}
        suggestions={suggestTitles(titles, values.title)}
        emptyText={MESSAGES.noMatchingSuggestions}
        hideAfterBlurMs={AUTOCOMPLETE_HIDE_AFTER_BLUR_MS}
        error={errors.title}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField
          label="Class type"
          name="courseType"
          required
          value={values.courseType}
          onChange={(event) => set("courseType", event.target.value)}
          error={errors.courseType}
        >
          <option value="">Choose a type</option>
          {YOGA_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Instructor"
          name="tutorId"
          required
          value={values.tutorId}
          onChange={(event) => set("tutorId", event.target.value)}
          error={errors.tutorId}
          hint={
            tutors.length === 0
              ? "No instructors yet: add one on the Tutors page first."
              : undefined
          }
        >
          <option value="">Choose an instructor</option>
          {tutors.map((tutor) => (
            <option key={tutor.id} value={tutor.id}>
              {tutor.name}
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-ink">When</legend>
        <p className="mt-1 text-sm text-ink-muted">In studio time ({timeZone}).</p>
        <div className="mt-3 grid gap-6 sm:grid-cols-2">
          <TextField
            label="Start"
            name="startsAt"
            type="datetime-local"
            required
            min={startInputMinimum(new Date(), timeZone)}
            value={values.startsAt}
            onChange={(event) =>
              setValues((current) => withStart(current, event.target.value, timeZone))
            }
            error={errors.startsAt}
          />
          <TextField
            label="End"
            name="endsAt"
            type="datetime-local"
            required
            min={values.startsAt || undefined}
            value={values.endsAt}
            onChange={(event) => set("endsAt", event.target.value)}
            error={errors.endsAt}
          />
        </div>
        <div className="mt-3 space-y-2">
          <OverlapWarning values={values} timeZone={timeZone} excludeId={classId} />
          {told > 0 && (
            <p role="status" className="text-sm font-medium text-clay-700">
              {told === 1
                ? "The student booked will be e-mailed the change when you save."
                : `The ${told} students booked will be e-mailed the change when you save.`}
            </p>
          )}
        </div>
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        <WholeNumberField
          label="Total slots"
          name="totalSlots"
          min={MIN_SLOTS}
          hint={
            bookedCount === undefined
              ? undefined
              : `${bookedCount} ${bookedCount === 1 ? "place is" : "places are"} booked already.`
          }
          value={values.totalSlots}
          onChange={(event) => set("totalSlots", event.target.value)}
          error={errors.totalSlots}
        />
        <WholeNumberField
          label="Credits"
          name="credits"
          min={MIN_CLASS_CREDITS}
          value={values.credits}
          onChange={(event) => set("credits", event.target.value)}
          error={errors.credits}
        />
      </div>

      <div className="flex items-start gap-3">
        <input
          id={privateId}
          type="checkbox"
          checked={values.isPrivate}
          onChange={(event) => set("isPrivate", event.target.checked)}
          aria-describedby={`${privateId}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-sage-700"
        />
        <div>
          <label htmlFor={privateId} className="text-sm font-medium text-ink">
            Private class
          </label>
          <p id={`${privateId}-hint`} className="text-sm text-ink-muted">
            {MESSAGES.privateClassHint}
          </p>
        </div>
      </div>

      {repeatable && (
        <SelectField
          label="Repeat weekly for"
          name="repeatWeeks"
          hint="The same weekday and time each week, published together."
          value={values.repeatWeeks}
          onChange={(event) => set("repeatWeeks", Number(event.target.value))}
          error={errors.repeatWeeks}
          className="sm:max-w-xs"
        >
          {Array.from({ length: MAX_REPEAT_WEEKS }, (_, index) => index + 1).map((weeks) => (
            <option key={weeks} value={weeks}>
              {weeks === 1 ? "1 week (this class only)" : `${weeks} weeks`}
            </option>
          ))}
        </SelectField>
      )}

      {failure && (
        <Alert tone="error">
          <p className="font-medium">{failureText}</p>
          {failure.reason && <p>{failure.reason}</p>}
        </Alert>
      )}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : submitLabel}
        </Button>
        <Link to="/admin/courses" className={buttonClasses("secondary")}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
