/** The parts of a signed-in identity that decide how a person is named on screen (spec §3). */
export interface IdentityNames {
  name?: string | null;
  nickname?: string | null;
  email?: string | null;
}

const FALLBACK_NAME = "User";

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** displayName → nickname → the e-mail before the @ → 'User'. */
export function displayName(identity: IdentityNames): string {
  const emailLocalPart = present(identity.email?.split("@")[0]);
  return present(identity.name) ?? present(identity.nickname) ?? emailLocalPart ?? FALLBACK_NAME;
}

/** First letters of the first two words; two letters of a single word; 'U' for the fallback. */
export function initials(identity: IdentityNames): string {
  const name = displayName(identity);
  if (name === FALLBACK_NAME && !present(identity.name) && !present(identity.nickname)) return "U";
  const words = name.split(/\s+/).filter(Boolean);
  const letters =
    words.length >= 2
      ? [...words[0]!][0]! + [...words[1]!][0]!
      : [...words[0]!].slice(0, 2).join("");
  return letters.toUpperCase();
}

/** A profile is complete when it has a full name, a nickname and a phone number (spec §4). */
export function isProfileComplete(profile: {
  name?: string | null;
  nickname?: string | null;
  phone?: string | null;
}): boolean {
  return Boolean(present(profile.name) && present(profile.nickname) && present(profile.phone));
}
