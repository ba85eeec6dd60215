/** Texts users see, word for word from the specification. One place, so screens and API agree. */
export const MESSAGES = {
  completeProfileWelcome: "Welcome! Please complete your profile to continue.",
  registrationFieldsRequired: "Full name, nickname, and phone number are required!",
  phoneAlreadyUsed: "Phone number already used by another account",
  registrationFailed: "Failed to complete registration",
  saveProfileFailed: "Failed to save profile",
  userNotAuthenticated: "User not authenticated",
  adminOnly: "This page is for the studio's administrators.",
  accountDisabled: "This account has been disabled. Please contact the studio.",
  notFound: "Not found",
} as const;
