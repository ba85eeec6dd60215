import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, describe, expect, it } from "vitest";
import { creditPackSchema } from "../../shared/sales.ts";
import { user } from "../db/schema/auth.ts";
import { paymentOrder } from "../db/schema/payments.ts";
import { sale } from "../db/schema/sales.ts";
import { saveCreditPack } from "../features/credit-packs/save-credit-pack.ts";
import { brokenBatchInvariants, brokenInvariants } from "../testing/invariants.ts";
import {
  type StripeStandIn,
  startStripeStandIn,
  stripeSettings,
} from "../testing/stripe-stand-in/stripe-stand-in.ts";
import { killAllStudios, startStudio } from "./studio-process.ts";
import { createStudioStore, memberHeaders, type StudioStore, seedMembers } from "./studio-store.ts";

const DELIVERIES_EACH = 5;

/**
 * Stripe's events across processes on one PostgreSQL database (issue #24): the same payment's
 * event delivered again and again to two instances at the same instant pays the order once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("Stripe's webhooks across app instances", () => {
  let store: StudioStore | undefined;
  let standIn: StripeStandIn | undefined;
  afterEach(async () => {
    await killAllStudios();
    await store?.destroy();
    await standIn?.close();
    store = undefined;
    standIn = undefined;
  });

  it(`two instances each receiving one event ${DELIVERIES_EACH} times at once fulfil it once`, {
    timeout: 120_000,
  }, async () => {
    store = await createStudioStore("postgres");
    standIn = await startStripeStandIn();
    const seeding = await store.open();
    const [student] = await seedMembers(seeding, 1);
    const pack = await saveCreditPack(seeding.db, {
      values: creditPackSchema.parse({
        name: "Ten Class Pack",
        credits: 10,
        priceRm: "180.00",
        validityDays: 60,
        onSale: true,
      }),
    });
    await seeding.close();
    const env = { ...store.serverEnv, ...stripeSettings(standIn) };
    const instances = await Promise.all([startStudio(env), startStudio(env)]);

    const started = await fetch(`${instances[0]!.url}/api/payments/checkout`, {
      method: "POST",
      headers: memberHeaders(student!),
      body: JSON.stringify({ packId: pack.id }),
    });
    expect(started.status).toBe(201);
    const { orderId } = (await started.json()) as { orderId: string };
    const session = standIn.sessions().find((each) => each.metadata?.orderId === orderId)!;
    const event = await standIn.pay(session.id, "card", { deliver: false });

    // Signed as Stripe signs each delivery, sent to both instances at the same instant.
    const payload = JSON.stringify(event);
    const signer = new Stripe(standIn.secretKey);
    const deliveries = instances.flatMap((instance) =>
      Array.from({ length: DELIVERIES_EACH }, () =>
        fetch(`${instance.url}/api/payments/stripe/webhook`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "stripe-signature": signer.webhooks.generateTestHeaderString({
              payload,
              secret: standIn!.webhookSecret,
            }),
          },
          body: payload,
        }).then((response) => response.status),
      ),
    );
    expect(await Promise.all(deliveries)).toEqual(Array(DELIVERIES_EACH * 2).fill(200));

    const checking = await store.open();
    try {
      const [order] = await checking.db
        .select()
        .from(paymentOrder)
        .where(eq(paymentOrder.id, orderId));
      expect(order!.status).toBe("paid");
      expect(
        await checking.db.select().from(sale).where(eq(sale.userId, student!.userId)),
      ).toHaveLength(1);
      const [buyer] = await checking.db
        .select({ credits: user.credits })
        .from(user)
        .where(eq(user.id, student!.userId));
      expect(buyer!.credits).toBe(10);
      expect(await brokenInvariants(checking.db)).toEqual({ balances: [], classes: [] });
      expect(await brokenBatchInvariants(checking.db, new Date())).toEqual({
        entries: [],
        batches: [],
        unexpired: [],
      });
    } finally {
      await checking.close();
    }
  });
});
