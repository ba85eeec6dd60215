import {
  type BookingPolicies,
  formatMinutes,
  SETTING_LABELS as LABELS,
  type LateCancellationRule,
} from "../../../shared/settings.ts";
import { CheckboxField } from "../../components/ui/checkbox-field.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { WholeNumberField } from "../../components/ui/whole-number-field.tsx";
import { SettingsFormCard } from "./settings-form-card.tsx";
import { checkPolicies, policyFormValues } from "./settings-form-values.ts";
import { useSettingsForm } from "./use-settings-form.ts";

const LATE_CANCELLATION_CHOICES: Record<LateCancellationRule, string> = {
  refuse: "Refused: the student keeps the booking",
  forfeit: "Allowed: the seat is freed, the credits are not refunded",
};

/** "= 2 hours" beside a number of minutes, while it is one. */
function inWords(minutes: string): string | undefined {
  const value = Number(minutes);
  return minutes.trim() !== "" && Number.isInteger(value) && value >= 0
    ? `${formatMinutes(value)} before class.`
    : undefined;
}

/** When students may book and cancel, and the free trial: the server applies them at once. */
export function BookingPoliciesForm({ saved }: { saved: BookingPolicies }) {
  const { values, set, errors, card } = useSettingsForm({
    initial: () => policyFormValues(saved),
    check: checkPolicies,
    change: (policies: BookingPolicies) => ({ policies }),
  });
  const number = (
    name:
      | "bookingClosesMinutesBefore"
      | "bookingHorizonDays"
      | "cancellationDeadlineMinutes"
      | "freeTrialCredits"
      | "noShowFeeCredits"
      | "usualClassCredits"
      | "waitlistCutoffMinutes"
      | "reminderLeadHours"
      | "attendanceOpensMinutesBefore",
  ) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <SettingsFormCard
      id="booking-policies"
      title="Booking policies"
      description="Bookings already made keep the terms they were made under; a change applies from now on."
      {...card}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <WholeNumberField
          {...number("bookingClosesMinutesBefore")}
          label={`${LABELS.bookingClosesMinutesBefore} (minutes before class)`}
          min={0}
          hint={inWords(values.bookingClosesMinutesBefore) ?? "120 is 2 hours."}
        />
        <WholeNumberField
          {...number("bookingHorizonDays")}
          label={`${LABELS.bookingHorizonDays} (days ahead)`}
          min={1}
          max={365}
          hint="How far ahead classes can be booked. Leave empty for no limit."
        />
        <WholeNumberField
          {...number("cancellationDeadlineMinutes")}
          label={`${LABELS.cancellationDeadlineMinutes} (minutes before class)`}
          min={0}
          hint={inWords(values.cancellationDeadlineMinutes) ?? "240 is 4 hours."}
        />
        <SelectField
          label={LABELS.lateCancellation}
          name="lateCancellation"
          value={values.lateCancellation}
          error={errors.lateCancellation}
          hint="After the cancellation deadline, until the class starts."
          onChange={(event) => set("lateCancellation", event.target.value as LateCancellationRule)}
        >
          {Object.entries(LATE_CANCELLATION_CHOICES).map(([rule, text]) => (
            <option key={rule} value={rule}>
              {text}
            </option>
          ))}
        </SelectField>
        <WholeNumberField
          {...number("noShowFeeCredits")}
          label={`${LABELS.noShowFeeCredits} (credits)`}
          min={0}
          max={100}
          hint="Charged when Attendance marks a booked student as a no-show. 0: nothing follows."
        />
        <WholeNumberField
          {...number("usualClassCredits")}
          label={`${LABELS.usualClassCredits} (credits)`}
          min={1}
          max={100}
          hint="What one class usually costs. A package may not claim to save more than its classes cost at this price."
        />
        <WholeNumberField
          {...number("waitlistCutoffMinutes")}
          label={`${LABELS.waitlistCutoffMinutes} (minutes before class)`}
          min={0}
          hint={
            inWords(values.waitlistCutoffMinutes) ??
            "Until then a freed seat goes to the first in the waitlist. Leave empty for: until booking closes."
          }
        />
        <WholeNumberField
          {...number("reminderLeadHours")}
          label={`${LABELS.reminderLeadHours} (hours before class)`}
          min={1}
          max={168}
          hint="Booked students are e-mailed a reminder this long before the class, unless they turned reminders off."
        />
        <WholeNumberField
          {...number("attendanceOpensMinutesBefore")}
          label={`${LABELS.attendanceOpensMinutesBefore} (minutes before class)`}
          min={0}
          max={1440}
          hint={
            inWords(values.attendanceOpensMinutesBefore) ??
            "Students can be marked present from this long before the class starts."
          }
        />
      </div>
      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-medium text-ink">Free trial</legend>
        <CheckboxField
          label={LABELS.freeTrialOffered}
          name="freeTrialOffered"
          className="self-center"
          checked={values.freeTrialOffered}
          onChange={(event) => set("freeTrialOffered", event.target.checked)}
        />
        <WholeNumberField
          {...number("freeTrialCredits")}
          label={LABELS.freeTrialCredits}
          min={1}
          max={1000}
          disabled={!values.freeTrialOffered}
        />
      </fieldset>
    </SettingsFormCard>
  );
}
