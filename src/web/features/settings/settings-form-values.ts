import { z } from "zod";
import {
  type BookingPolicies,
  type LateCancellationRule,
  policyConflict,
  type StudioIdentity,
} from "../../../shared/settings.ts";
import { bookingPolicyFields, studioIdentityFields } from "../../../shared/settings-schema.ts";
import type { CheckResult } from "../../components/ui/use-checked-form.ts";
import { firstProblemOfEachField } from "../../lib/field-errors.ts";

/** The Studio form as its inputs hold it: every field text. */
export type IdentityFormValues = Record<keyof StudioIdentity, string>;

/** The Booking policies form as its inputs hold it. */
export interface PolicyFormValues {
  bookingClosesMinutesBefore: string;
  /** Empty: no booking horizon. */
  bookingHorizonDays: string;
  cancellationDeadlineMinutes: string;
  lateCancellation: LateCancellationRule;
  freeTrialOffered: boolean;
  freeTrialCredits: string;
  noShowFeeCredits: string;
  usualClassCredits: string;
  /** Empty: until booking closes. */
  waitlistCutoffMinutes: string;
  reminderLeadHours: string;
  attendanceOpensMinutesBefore: string;
}

export type IdentityErrors = Partial<Record<keyof StudioIdentity, string>>;
export type PolicyErrors = Partial<Record<keyof BookingPolicies, string>>;

export function identityFormValues(saved: StudioIdentity): IdentityFormValues {
  return { ...saved, established: String(saved.established) };
}

export function policyFormValues(saved: BookingPolicies): PolicyFormValues {
  return {
    bookingClosesMinutesBefore: String(saved.bookingClosesMinutesBefore),
    bookingHorizonDays: saved.bookingHorizonDays === null ? "" : String(saved.bookingHorizonDays),
    cancellationDeadlineMinutes: String(saved.cancellationDeadlineMinutes),
    lateCancellation: saved.lateCancellation,
    freeTrialOffered: saved.freeTrialOffered,
    freeTrialCredits: String(saved.freeTrialCredits),
    noShowFeeCredits: String(saved.noShowFeeCredits),
    usualClassCredits: String(saved.usualClassCredits),
    waitlistCutoffMinutes:
      saved.waitlistCutoffMinutes === null ? "" : String(saved.waitlistCutoffMinutes),
    reminderLeadHours: String(saved.reminderLeadHours),
    attendanceOpensMinutesBefore: String(saved.attendanceOpensMinutesBefore),
  };
}

/** A number the owner typed; a cleared field is no number at all, which the schema names. */
const typedNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

const identitySchema = z.strictObject(studioIdentityFields);
const policiesSchema = z.strictObject(bookingPolicyFields);

/** The Studio form, checked with the schema the server checks with. */
export function checkIdentity(
  values: IdentityFormValues,
): CheckResult<StudioIdentity, IdentityErrors> {
  const parsed = identitySchema.safeParse({
    ...values,
    established: typedNumber(values.established),
  });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: firstProblemOfEachField(parsed.error) };
}

/** The Booking policies form, checked as the server checks it, the fields together too. */
export function checkPolicies(
  values: PolicyFormValues,
): CheckResult<BookingPolicies, PolicyErrors> {
  const parsed = policiesSchema.safeParse({
    ...values,
    bookingClosesMinutesBefore: typedNumber(values.bookingClosesMinutesBefore),
    bookingHorizonDays:
      values.bookingHorizonDays.trim() === "" ? null : typedNumber(values.bookingHorizonDays),
    cancellationDeadlineMinutes: typedNumber(values.cancellationDeadlineMinutes),
    freeTrialCredits: typedNumber(values.freeTrialCredits),
    noShowFeeCredits: typedNumber(values.noShowFeeCredits),
    usualClassCredits: typedNumber(values.usualClassCredits),
    waitlistCutoffMinutes:
      values.waitlistCutoffMinutes.trim() === "" ? null : typedNumber(values.waitlistCutoffMinutes),
    reminderLeadHours: typedNumber(values.reminderLeadHours),
    attendanceOpensMinutesBefore: typedNumber(values.attendanceOpensMinutesBefore),
  });
  if (!parsed.success) return { ok: false, errors: firstProblemOfEachField(parsed.error) };
  const conflict = policyConflict(parsed.data);
  if (conflict) return { ok: false, errors: { cancellationDeadlineMinutes: conflict } };
  return { ok: true, data: parsed.data };
}
