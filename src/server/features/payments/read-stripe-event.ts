import type Stripe from "stripe";
import { z } from "zod";
import { AppError } from "../../errors.ts";
import { inputProblem } from "../../http/validate.ts";

/** PostgreSQL's uuid in its canonical form: anything else named as one of our ids names none. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `id` if it can be one of our row ids (an order's, a refund's), else undefined. */
export function ourId(id: string | null | undefined): string | undefined {
  return id && UUID.test(id) ? id : undefined;
}

const metadata = z.record(z.string(), z.string()).nullish();

/** The fields of a Checkout Session the studio reads. */
const sessionSchema = z.looseObject({
  id: z.string(),
  metadata,
  client_reference_id: z.string().nullish(),
  payment_status: z.string(),
  amount_total: z.number().nullish(),
  currency: z.string().nullish(),
  payment_intent: z.union([z.string(), z.looseObject({ id: z.string() })]).nullish(),
});

/** The fields of a Refund the studio reads. */
const refundSchema = z.looseObject({
  id: z.string(),
  status: z.string().nullish(),
  metadata,
  failure_reason: z.string().nullish(),
});

const eventSchema = z.looseObject({
  id: z.string().min(1),
  type: z.string(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/** The events the studio acts on, and the object each carries. */
const OBJECTS: Record<string, z.ZodType> = {
  "checkout.session.completed": sessionSchema,
  "checkout.session.async_payment_succeeded": sessionSchema,
  "checkout.session.async_payment_failed": sessionSchema,
  "checkout.session.expired": sessionSchema,
  "refund.created": refundSchema,
  "refund.updated": refundSchema,
  "refund.failed": refundSchema,
};

/** The refusal of a signed body that is not an event as Stripe sends them, saying why if known. */
export const notAnEvent = (problem?: string) =>
  new AppError(
    "bad_event",
    `This is not an event as Stripe sends them${problem ? `: ${problem}` : "."}`,
    400,
  );

/**
 * A verified webhook's body as an event, its fields that the studio reads checked. Stripe's own
 * events always have them; a signed body without them (a test's, a misconfigured sender's) is
 * refused before anything is written, never a 500.
 */
export function readStripeEvent(body: unknown): Stripe.Event {
  const problem = inputProblem(body);
  if (problem) throw notAnEvent(problem);
  const event = eventSchema.safeParse(body);
  if (!event.success) throw notAnEvent(describe(event.error));
  const objectSchema = OBJECTS[event.data.type];
  const object = objectSchema?.safeParse(event.data.data.object);
  if (object && !object.success) throw notAnEvent(describe(object.error, "data.object."));
  return event.data as unknown as Stripe.Event;
}

function describe(error: z.ZodError, prefix = ""): string {
  const issue = error.issues[0]!;
  const path = issue.path.join(".");
  return path ? `${prefix}${path}: ${issue.message}` : issue.message;
}
