import { randomBytes } from "node:crypto";

/** 32 random bytes: a feed's address is its only key, so it must not be guessed. */
export function newFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What newFeedToken makes; anything else names no feed, and is not looked up. */
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The feed's https address. It ends in .ics, which some calendar apps look for; the page offers
 * the same address as webcal:// too, which opens the calendar app to subscribe.
 */
export function feedUrl(appUrl: string, token: string): string {
  return new URL(`/api/calendar/${token}.ics`, appUrl).toString();
}
